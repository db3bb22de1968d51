import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import { HOSTED_SESSION_KEY } from '../../../lib/hosted-session.ts';
import { readStoredUser } from '../../../lib/stored-user.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  testUser,
} from '../../../testing/render-route.tsx';
import { authRefusal, serveRequests } from '../../../testing/serve-requests.ts';
import type { SentRequest } from '../../../testing/serve-requests.ts';
import { createTestIssuer, hostUser, oidcSettings } from '../../../testing/test-issuer.ts';
import { beginRoundTrip } from '../hosted/oidc/round-trip.ts';
import { slow } from '../../../testing/waits.ts';

const fetchMock = vi.fn<typeof fetch>();
let issuer: Awaited<ReturnType<typeof createTestIssuer>>;
const localToken = fakeAccessToken();
const serverUser = { ...testUser(['admin'], 'hana'), from: 'auth0' };

beforeAll(async () => {
  issuer = await createTestIssuer();
});

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

/** The host's answer to a sign-in this tab started. */
async function hostAnswer(): Promise<{ path: string; idToken: string }> {
  const { state, nonce } = beginRoundTrip();
  const idToken = await issuer.idToken({ nonce, accessToken: 'host-access-token' });
  const hash = new URLSearchParams({
    access_token: 'host-access-token',
    id_token: idToken,
    expires_in: '7200',
    token_type: 'Bearer',
    state,
  });
  return { path: `/callback#${hash.toString()}`, idToken };
}

/** The server and the host; `exchange` and `userApi` may answer otherwise. */
function serve(
  idToken: string,
  answers: { exchange?: () => Response; userApi?: () => Response } = {},
): SentRequest[] {
  return serveRequests(fetchMock, ({ url, headers }) => {
    if (url === '/api/auth/providers') return jsonResponse({ oidc: oidcSettings, firebase: null });
    if (url.startsWith('https://issuer.test/api/v2/users/')) {
      return answers.userApi?.() ?? jsonResponse(hostUser);
    }
    if (url === '/api/auth/access-token') {
      expect(headers.get('Authorization')).toBe(`Bearer ${idToken}`);
      return answers.exchange?.() ?? jsonResponse({ user: serverUser, access_token: localToken });
    }
    return issuer.answer(url);
  });
}

describe('callback page', () => {
  it('checks the answer, says both steps and starts the session with the host data', async () => {
    const { path, idToken } = await hostAnswer();
    serve(idToken);
    const before = Date.now();

    const { router } = renderRoute(path);

    expect(
      await screen.findByRole('heading', { name: 'Logging in with Auth0' }, slow),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''), slow);
    expect(await screen.findByRole('heading', { name: 'Logged in with Auth0' }, slow)).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/dashboards/analytics'),
      slow,
    );
    expect((await screen.findByTestId('user-display-name', {}, slow)).textContent).toBe(
      'Hana Keeper',
    );
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(localToken);
    expect(readStoredUser()).toMatchObject({
      from: 'auth0',
      data: { email: 'hana@example.com', shortcuts: ['apps.calendar'] },
    });
    const hosted = JSON.parse(localStorage.getItem(HOSTED_SESSION_KEY) ?? '{}') as {
      expiresAt: number;
    };
    expect(hosted).toMatchObject({ provider: 'auth0', sub: 'auth0|hana', idToken });
    expect(hosted.expiresAt).toBeGreaterThanOrEqual(before + 7_200_000);
  });

  it("says 'Cannot retrieve user data' and starts no session when the host keeps them", async () => {
    const { path, idToken } = await hostAnswer();
    const sent = serve(idToken, { userApi: () => jsonResponse({}, { status: 500 }) });

    renderRoute(path);

    expect((await screen.findByTestId('callback-error', {}, slow)).textContent).toBe(
      'Cannot retrieve user data',
    );
    expect(screen.getByRole('heading', { name: 'Sign-in did not succeed' })).toBeTruthy();
    expect(sent.some((request) => request.url === '/api/auth/access-token')).toBe(false);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("shows the server's refusal of the exchange, translated", async () => {
    const { path, idToken } = await hostAnswer();
    serve(idToken, {
      exchange: () =>
        authRefusal(403, {
          email: 'Registration is closed. Ask an administrator for an account.',
        }),
    });

    renderRoute(path);

    expect((await screen.findByTestId('callback-error', {}, slow)).textContent).toBe(
      'Registration is closed. Ask an administrator for an account.',
    );
    expect(localStorage.getItem(HOSTED_SESSION_KEY)).toBeNull();
  });
});
