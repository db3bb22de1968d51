import type { User } from '@flockbook/contracts';
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
import { homePageAnswer } from '../../testing/serve-requests.ts';
import { resetMessages } from '../../lib/message-store.ts';
import { navbarActions } from '../navbar/navbar-store.ts';
import { settingsActions } from '../settings/settings-reducer.ts';
import { settingsStore } from '../settings/settings-store.ts';
import { slow } from '../../testing/waits.ts';

const fetchMock = vi.fn<typeof fetch>();

/** Signs `user` in at start and answers the pages' calls; returns the bodies of user updates. */
function signedIn(user: User): unknown[] {
  storeSession(user);
  const updates: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input as RequestInfo);
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user, access_token: fakeAccessToken() });
    }
    if (url === '/api/auth/user/update') {
      updates.push(JSON.parse(String(init?.body)));
      return jsonResponse(user);
    }
    return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
  });
  return updates;
}

function entry(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-navigation-id="${id}"]`);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
  navbarActions.reset();
  settingsStore.dispatch(settingsActions.setInitial());
});

describe('shell layout', () => {
  it('draws sign-in pages bare: no navbar, toolbar, footer or settings button', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('tab', { name: 'Firebase' }, slow)).toBeTruthy();
    expect(screen.getByTestId('shell-layout').getAttribute('data-layout')).toBe('layout1');
    expect(screen.queryByTestId('navbar')).toBeNull();
    expect(screen.queryByTestId('toolbar-bar')).toBeNull();
    expect(screen.queryByTestId('shell-footer')).toBeNull();
    expect(screen.queryByTestId('settings-button')).toBeNull();
  });

  it('draws a public page for a guest in the shell, without farm entries or side panels', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}, { status: 404 }));
    renderRoute('/pages/pricing/style-1');

    const navbar = await screen.findByTestId('navbar', {}, slow);
    expect(within(navbar).getByTestId('user-display-name').textContent).toBe('Guest');
    expect(screen.getByTestId('toolbar-bar')).toBeTruthy();
    expect(screen.getByTestId('settings-button')).toBeTruthy();
    expect(entry('sales')).toBeNull();
    expect(entry('flocks')).toBeNull();
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input as RequestInfo))).not.toContain(
      '/api/auth/user/update',
    );
  });

  it("draws an admin's page in layout 1 with the whole farm menu, the current page marked", async () => {
    signedIn(testUser(['admin'], 'Amina Rahman'));
    renderRoute('/apps/dashboards/analytics');

    const navbar = await screen.findByTestId('navbar', {}, slow);
    expect(within(navbar).getByTestId('navbar-title').textContent).toBe('Flocks Management');
    expect(within(navbar).getByTestId('user-display-name').textContent).toBe('Amina Rahman');
    expect(entry('sales')).not.toBeNull();
    expect(entry('dashboards')?.getAttribute('aria-expanded')).toBe('true');
    expect(entry('dashboards.analytics')?.getAttribute('aria-current')).toBe('page');
    expect(entry('flocks')?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('toolbar-bar')).toBeTruthy();
    expect(screen.getByTestId('purchase-button').getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('purchase-button').getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('settings-button')).toBeTruthy();
  });

  it('opens external links in a new tab and named targets where they say', async () => {
    signedIn(testUser(['admin']));
    renderRoute('/apps/dashboards/analytics');
    await screen.findByTestId('navbar', {}, slow);

    const docs = entry('documentation.mui-docs');
    expect(docs?.getAttribute('target')).toBe('_blank');
    expect(docs?.getAttribute('rel')).toBe('noopener noreferrer');
    const changelog = entry('documentation.changelog');
    expect(changelog?.getAttribute('href')).toBe('/documentation/changelog');
    expect(changelog?.getAttribute('target')).toBeNull();
    expect(entry('apps.mailbox')?.textContent).toContain('25');
  });

  it('hides the money areas from staff', async () => {
    signedIn(testUser(['staff'], 'Kemal Demir'));
    renderRoute('/apps/dashboards/analytics');
    await screen.findByTestId('navbar', {}, slow);

    expect(entry('flocks')).not.toBeNull();
    expect(entry('sales')).toBeNull();
    expect(entry('employees-salary')).toBeNull();
    expect(entry('auth.admin-role-example')).toBeNull();
    expect(entry('auth.staff-role-example')).not.toBeNull();
  });

  it("draws a user's saved horizontal layout", async () => {
    const staff = testUser(['staff']);
    staff.data.settings = { layout: { style: 'layout2', config: {} } };
    signedIn(staff);
    renderRoute('/apps/dashboards/analytics');

    expect(await screen.findByTestId('navbar-horizontal', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('shell-layout').getAttribute('data-layout')).toBe('layout2');
    expect(screen.queryByTestId('navbar')).toBeNull();
  });

  it('floats a navbar button whenever the navbar is shown without a toolbar, open or hidden', async () => {
    const admin = testUser(['admin']);
    admin.data.settings = { layout: { style: 'layout1', config: { toolbar: { display: false } } } };
    signedIn(admin);
    renderRoute('/apps/dashboards/analytics');

    const navbar = await screen.findByTestId('navbar', {}, slow);
    expect(screen.queryByTestId('toolbar-bar')).toBeNull();
    expect(navbar.getAttribute('data-open')).toBe('true');
    const button = await screen.findByTestId('navbar-floating-button', {}, slow);
    expect(button.getAttribute('aria-label')).toBe('Close navigation');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    await waitFor(() => expect(navbar.getAttribute('data-open')).toBe('false'));
    const shown = screen.getByTestId('navbar-floating-button');
    expect(shown.getAttribute('aria-label')).toBe('Open navigation');
    expect(shown.getAttribute('aria-expanded')).toBe('false');
  });

  it('saves folding the navbar for a signed-in user', async () => {
    const updates = signedIn(testUser(['admin']));
    renderRoute('/apps/dashboards/analytics');

    fireEvent.click(await screen.findByTestId('navbar-fold-toggle', {}, slow));
    expect(screen.getByTestId('navbar').getAttribute('data-folded')).toBe('true');
    await waitFor(() => expect(updates).toHaveLength(1), slow);
    expect(updates[0]).toMatchObject({
      user: { data: { settings: { layout: { config: { navbar: { folded: true } } } } } },
    });
    expect(await screen.findByText('User data saved with api', {}, slow)).toBeTruthy();
  });
});
