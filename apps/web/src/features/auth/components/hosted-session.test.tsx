import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import { HOSTED_SESSION_KEY, writeHostedSession } from '../../../lib/hosted-session.ts';
import type { Auth0Session } from '../../../lib/hosted-session.ts';
import { readStoredUser } from '../../../lib/stored-user.ts';
import { currentMessages, resetMessages } from '../../../lib/message-store.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';
import { serveRequests } from '../../../testing/serve-requests.ts';
import { renderSessionProbe } from '../../../testing/session-probe.tsx';
import type { SentRequest } from '../../../testing/serve-requests.ts';
import { discovery, hostUser, oidcSettings } from '../../../testing/test-issuer.ts';
import { slow } from '../../../testing/waits.ts';

const fetchMock = vi.fn<typeof fetch>();
const hostedUser = { ...testUser(['admin'], 'hana'), from: 'auth0' };

function auth0Session(expiresInMs: number): Auth0Session {
  return {
    provider: 'auth0',
    sub: 'auth0|hana',
    idToken: 'the-id-token',
    accessToken: 'host-access-token',
    expiresAt: Date.now() + expiresInMs,
  };
}

/** A session a previous visit left after signing in at the host. */
function storeHostedSession(expiresInMs: number): string {
  const token = storeSession(hostedUser);
  writeHostedSession(auth0Session(expiresInMs));
  return token;
}

/** The server and the host; `userApi` may answer otherwise. */
function serve(userApi: (request: SentRequest) => Response = () => jsonResponse(hostUser)) {
  return serveRequests(fetchMock, (request) => {
    const { url } = request;
    if (url === '/api/auth/providers') return jsonResponse({ oidc: oidcSettings, firebase: null });
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user: hostedUser, access_token: fakeAccessToken(7200) });
    }
    if (url.startsWith('https://issuer.test/api/v2/users/')) return userApi(request);
    if (url === 'https://issuer.test/.well-known/openid-configuration') {
      return jsonResponse(discovery);
    }
    return undefined;
  });
}

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
  resetMessages();
});

describe('a hosted (Auth0-style) session at start', () => {
  it('past its expiry ends with the warning, without asking anyone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeHostedSession(-1000);

    const { router } = renderRoute('/auth/admin-role-example');

    expect(await screen.findByText('access_token expired', {}, slow)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('access token expired');
    // Only the sign-in page it is sent to asks something: which sign-in services there are.
    const asked = fetchMock.mock.calls.map(([input]) => requestUrl(input as RequestInfo));
    expect(asked.filter((url) => url !== '/api/auth/providers')).toEqual([]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(HOSTED_SESSION_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
  });

  it("renews the server's token and reads the user's data from the host", async () => {
    const sent = serve();
    storeHostedSession(60_000);

    renderRoute('/auth/admin-role-example');

    expect(await screen.findByText('Your role: admin', {}, slow)).toBeTruthy();
    expect(readStoredUser()?.data).toMatchObject({
      displayName: 'Hana Keeper',
      settings: { theme: { main: 'defaultDark' } },
    });
    const read = sent.find((request) => request.url.includes('/api/v2/users/'));
    expect(read?.headers.get('Authorization')).toBe('Bearer host-access-token');
    expect(localStorage.getItem(HOSTED_SESSION_KEY)).not.toBeNull();
  });

  it("ends with 'Cannot retrieve user data' when the host keeps them", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => jsonResponse({ message: 'Unauthorized' }, { status: 401 }));
    storeHostedSession(60_000);

    const { router } = renderRoute('/auth/admin-role-example');

    expect(await screen.findByText('Cannot retrieve user data', {}, slow)).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
  });

  it('logs out at the host too', async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { origin: 'http://farm.test', assign });
    serve();
    storeHostedSession(60_000);

    renderRoute('/logout');

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), slow);
    const url = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://issuer.test/session/end');
    expect(url.searchParams.get('id_token_hint')).toBe('the-id-token');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://farm.test');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(HOSTED_SESSION_KEY)).toBeNull();
  });
});

describe('a hosted (Auth0-style) session while the app is open', () => {
  it('ends when its expiry passes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve();
    storeHostedSession(2500);
    renderSessionProbe();

    await waitFor(() => expect(screen.getByTestId('signed-in').textContent).toBe('true'), slow);
    expect(warn).not.toHaveBeenCalledWith('access token expired');

    await waitFor(() => expect(screen.getByTestId('signed-in').textContent).toBe('false'), slow);
    expect(warn).toHaveBeenCalledWith('access token expired');
    expect(currentMessages().snackbar.message).toBe('access_token expired');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(HOSTED_SESSION_KEY)).toBeNull();
  });
});

describe("a hosted user's own data", () => {
  it('is saved at the host as user_metadata', async () => {
    const sent = serve((request) =>
      request.method === 'PATCH' ? jsonResponse({}) : jsonResponse(hostUser),
    );
    storeHostedSession(60_000);
    renderSessionProbe();
    await waitFor(
      () => expect(screen.getByTestId('shortcuts').textContent).toBe('apps.calendar'),
      slow,
    );

    fireEvent.click(screen.getByRole('button', { name: 'save' }));

    await waitFor(
      () => expect(screen.getByTestId('shortcuts').textContent).toBe('apps.notes'),
      slow,
    );
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({
      url: 'https://issuer.test/api/v2/users/auth0%7Chana',
      body: {
        user_metadata: {
          settings: { theme: { main: 'defaultDark' } },
          shortcuts: ['apps.notes'],
        },
      },
    });
    expect(sent.some((request) => request.url === '/api/auth/user/update')).toBe(false);
    expect(readStoredUser()?.data.shortcuts).toEqual(['apps.notes']);
  });

  it("fails with the host's message and keeps what was saved", async () => {
    serve((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ message: 'Insufficient scope' }, { status: 403 })
        : jsonResponse(hostUser),
    );
    storeHostedSession(60_000);
    renderSessionProbe();
    await waitFor(
      () => expect(screen.getByTestId('shortcuts').textContent).toBe('apps.calendar'),
      slow,
    );

    fireEvent.click(screen.getByRole('button', { name: 'save' }));

    await waitFor(
      () => expect(screen.getByTestId('failure').textContent).toBe('Insufficient scope'),
      slow,
    );
    expect(screen.getByTestId('shortcuts').textContent).toBe('apps.calendar');
  });
});
