import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../testing/render-route.tsx';
import { slow } from '../../testing/waits.ts';

const fetchMock = vi.fn<typeof fetch>();

const staff = testUser(['staff'], 'Kemal Demir');

/** The start-up token check of a signed-in staff member. */
function tokenCheck(url: string): Response | undefined {
  if (url !== '/api/auth/access-token') return undefined;
  return jsonResponse({ user: staff, access_token: fakeAccessToken() });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The landing page is the analytics dashboard's lazy chunk: the first render takes a while.
describe('home page', () => {
  beforeEach(() => {
    storeSession(staff);
  });

  it('greets the signed-in user by name on the analytics dashboard', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      return tokenCheck(url) ?? jsonResponse({}, { status: 404 });
    });

    const { router } = renderRoute('/');

    expect(screen.getByTestId('splash-screen')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Kemal Demir' }, slow),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apps/dashboards/analytics');
    expect(screen.getByTestId('user-display-name').textContent).toBe('Kemal Demir');
    fireEvent.click(screen.getByTestId('user-menu-button'));
    expect(
      (await screen.findByRole('menuitem', { name: 'Logout' }, slow)).getAttribute('href'),
    ).toBe('/logout');
    // The server's status and the help questions live on the farm dashboard.
    expect(screen.queryByTestId('server-card')).toBeNull();
    expect(screen.queryByTestId('help-card')).toBeNull();
  });
});

describe('unknown paths', () => {
  it('go to the 404 page, which links home', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { status: 404 }));

    const { router } = renderRoute('/no/such/page');

    expect(await screen.findByText('Page not found', {}, slow)).toBeTruthy();
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/pages/errors/error-404'),
      slow,
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
