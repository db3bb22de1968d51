import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../testing/render-route.tsx';

const health = {
  status: 'ok',
  version: '0.1.0',
  uptimeSeconds: 3725,
  database: { driver: 'pglite', ok: true, latencyMs: 1.2 },
};

const faq = [
  { id: 'a1', question: 'How do I add a flock?', answer: 'Open Flocks and choose New flock.' },
  { id: 'b2', question: 'What is FCR?', answer: 'Feed used divided by live weight.' },
];

/** jsdom renders MUI slowly on a busy machine; wait longer than the 1 s default. */
const slow = { timeout: 15_000 };

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
describe('home page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    storeSession(staff);
  });

  it('greets the signed-in user and shows the server health and the first FAQ question', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      const check = tokenCheck(url);
      if (check) return check;
      if (url === '/api/health') return jsonResponse(health);
      if (url === '/api/faq') return jsonResponse(faq);
      return jsonResponse({}, { status: 404 });
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

    expect((await screen.findByTestId('health-driver', {}, slow)).textContent).toBe('pglite');
    expect(screen.getByTestId('health-version').textContent).toBe('0.1.0');
    expect(screen.getByTestId('health-status').textContent).toBe('Operational');
    expect((await screen.findByTestId('faq-first-question', {}, slow)).textContent).toBe(
      'How do I add a flock?',
    );
    expect(screen.getByText('What is FCR?')).toBeTruthy();
  });

  it('shows an error with a retry button when the server cannot be reached', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      const check = tokenCheck(url);
      if (check) return check;
      if (url === '/api/faq') return jsonResponse(faq);
      throw new TypeError('Failed to fetch');
    });

    renderRoute('/');

    expect(
      await screen.findByText(
        'Cannot reach the server. Check your connection and try again.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('server-card')).getByRole('button', { name: 'Try again' }),
    ).toBeTruthy();
    expect(await screen.findByTestId('faq-first-question', {}, slow)).toBeTruthy();
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
