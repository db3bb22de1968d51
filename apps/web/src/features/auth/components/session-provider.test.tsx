import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { api, ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { USER_KEY } from '../../../lib/session-storage.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';
import { homePageAnswer } from '../../../testing/serve-requests.ts';
import { arrivedEarlyAnswer, startSessionCheckEarly } from './session-start-check.ts';
import { SessionProvider } from './session-provider.tsx';
import { slow } from '../../../testing/waits.ts';

const fetchMock = vi.fn<typeof fetch>();
const admin = testUser(['admin'], 'Amina Rahman');
const staff = testUser(['staff'], 'Kemal Demir');

const invalidToken = () =>
  jsonResponse(
    {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Invalid access token detected',
      error: 'Invalid access token detected',
    },
    { status: 401, headers: { 'content-type': 'application/problem+json' } },
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('session at start', () => {
  it('without a stored token is a guest, with no splash and no call', async () => {
    const { router } = renderRoute('/auth/guest-role-example');

    expect(await screen.findByTestId('current-role', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('current-role').textContent).toBe('Your role: none (guest)');
    expect(router.state.location.pathname).toBe('/auth/guest-role-example');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a good token signs in again and keeps the fresh token', async () => {
    storeSession(staff);
    const fresh = fakeAccessToken(7200);
    fetchMock.mockImplementation(async (input, init) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token') {
        expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
        return jsonResponse({ user: staff, access_token: fresh });
      }
      return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
    });

    renderRoute('/auth/staff-role-example');

    expect(await screen.findByText('Your role: staff', {}, slow)).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(fresh);
    expect(screen.queryByTestId('splash-screen')).toBeNull();
  });

  it('takes the check sent early at start-up instead of asking again', async () => {
    storeSession(staff);
    const fresh = fakeAccessToken(7200);
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token')
        return jsonResponse({ user: staff, access_token: fresh });
      return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
    });
    startSessionCheckEarly();

    renderRoute('/auth/staff-role-example');

    expect(await screen.findByText('Your role: staff', {}, slow)).toBeTruthy();
    const checks = fetchMock.mock.calls.filter(
      ([input]) => requestUrl(input as RequestInfo) === '/api/auth/access-token',
    );
    expect(checks).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(fresh);
  });

  it('starts signed in, drawing no splash, when the early check has answered before', async () => {
    storeSession(staff);
    const fresh = fakeAccessToken(7200);
    fetchMock.mockImplementation(async () => jsonResponse({ user: staff, access_token: fresh }));
    startSessionCheckEarly();
    await waitFor(() => expect(arrivedEarlyAnswer()).toBeDefined());
    const drawn: string[] = [];
    function RoleProbe() {
      const { user, signedIn } = useSession();
      drawn.push(signedIn ? user.data.displayName : 'guest');
      return <p>{user.data.displayName}</p>;
    }

    renderProbe(<RoleProbe />);

    // Drawn by the first render itself, before any answer could be waited for.
    expect(screen.getByText('Kemal Demir')).toBeTruthy();
    expect(screen.queryByTestId('splash-screen')).toBeNull();
    expect(drawn).not.toContain('guest');
    // The check still runs to its end: the fresh token is kept, from the one call sent early.
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(fresh));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('with an expired token clears the session without asking the server', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(admin, fakeAccessToken(-60));

    const { router } = renderRoute('/auth/admin-role-example');

    expect(await screen.findByText('access_token expired', {}, slow)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('access token expired');
    // Only the sign-in page it is sent to asks something: which sign-in services there are.
    const asked = fetchMock.mock.calls.map(([input]) => requestUrl(input as RequestInfo));
    expect(asked.filter((url) => url !== '/api/auth/providers')).toEqual([]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
  });

  it('with a token the server refuses says so and signs out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(admin);
    fetchMock.mockImplementation(async () => invalidToken());

    const { router } = renderRoute('/auth/admin-role-example');

    expect(await screen.findByText('Failed to login with token.', {}, slow)).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
  });
});

describe('session at start without a connection', () => {
  it('keeps the stored user signed in and the token, and checks it once back online', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stored = storeSession(staff);
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token') throw new TypeError('Failed to fetch');
      return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
    });

    const { router } = renderRoute('/auth/staff-role-example');

    expect(await screen.findByText('Your role: staff', {}, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/staff-role-example');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(stored);
    expect(warn).not.toHaveBeenCalledWith('Failed to login with token.', expect.anything());

    // Back online: the token is checked, and the fresh one kept.
    const fresh = fakeAccessToken(7200);
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token')
        return jsonResponse({ user: staff, access_token: fresh });
      return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
    });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(fresh), slow);
    expect(screen.getByText('Your role: staff')).toBeTruthy();
  });

  it('keeps the stored user when the server answers 503 (down behind its proxy)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(staff);
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token') return jsonResponse({}, { status: 503 });
      return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
    });

    renderRoute('/auth/staff-role-example');

    expect(await screen.findByText('Your role: staff', {}, slow)).toBeTruthy();
  });

  it('signs out as before when there is no readable stored user', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(staff);
    localStorage.setItem(USER_KEY, '{"not":"a user"}');
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token') throw new TypeError('Failed to fetch');
      return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
    });

    const { router } = renderRoute('/auth/staff-role-example');

    expect(await screen.findByText('Failed to login with token.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
  });
});

describe('a 401 while signed in', () => {
  it('signs the user out with the reason and leaves the page', async () => {
    storeSession(admin);
    let accepted = true;
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token') {
        return jsonResponse({ user: admin, access_token: fakeAccessToken() });
      }
      if (url === '/api/flocks') return accepted ? jsonResponse([]) : invalidToken();
      return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
    });

    const { router } = renderRoute('/auth/admin-role-example');
    expect(await screen.findByText('Your role: admin', {}, slow)).toBeTruthy();

    accepted = false;
    await expect(api.get('/api/flocks')).rejects.toMatchObject({ status: 401 });

    expect(await screen.findByText('Invalid access_token', {}, slow)).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
  });
});

describe('logout', () => {
  it('clears the session and goes to /, which leads a guest to sign in', async () => {
    storeSession(admin);
    fetchMock.mockImplementation(async (input) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token') {
        return jsonResponse({ user: admin, access_token: fakeAccessToken() });
      }
      return homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
    });

    const { router } = renderRoute('/logout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Login to your account' }, slow),
    ).toBeTruthy();
  });
});

function NameProbe() {
  const { user, updateUser } = useSession();
  return (
    <>
      <p data-testid="name">{user.data.displayName}</p>
      <button type="button" onClick={() => void updateUser({ displayName: 'Amina R.' })}>
        rename
      </button>
    </>
  );
}

function renderProbe(probe: ReactNode = <NameProbe />) {
  const router = createMemoryRouter([
    { path: '/', element: <SessionProvider>{probe}</SessionProvider> },
  ]);
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('updateUser', () => {
  it('saves the signed-in user through the API and keeps the answer', async () => {
    storeSession(admin);
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = requestUrl(input as RequestInfo);
      if (url === '/api/auth/access-token') {
        return jsonResponse({ user: admin, access_token: fakeAccessToken() });
      }
      if (url === '/api/auth/user/update' && typeof init?.body === 'string') {
        bodies.push(JSON.parse(init.body));
        return jsonResponse({ ...admin, data: { ...admin.data, displayName: 'Amina R.' } });
      }
      return jsonResponse({}, { status: 404 });
    });
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Amina Rahman'), slow);

    fireEvent.click(screen.getByRole('button', { name: 'rename' }));

    await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Amina R.'), slow);
    expect(bodies).toEqual([{ user: { data: { displayName: 'Amina R.' } } }]);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({
      data: { displayName: 'Amina R.' },
    });
  });

  it('changes a guest only in the page', async () => {
    renderProbe();
    fireEvent.click(await screen.findByRole('button', { name: 'rename' }, slow));

    await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Amina R.'), slow);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});
