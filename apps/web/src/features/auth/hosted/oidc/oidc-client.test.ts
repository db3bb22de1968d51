import { HOSTED_LOGIN_SCOPES } from '@flockbook/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth0Session } from '../../../../lib/hosted-session.ts';
import { jsonResponse, requestUrl } from '../../../../testing/render-route.tsx';
import { createTestIssuer, hostUser, oidcSettings } from '../../../../testing/test-issuer.ts';
import { HostedSignInError } from '../hosted-error.ts';
import { login } from './authorize.ts';
import { completeCallback } from './callback.ts';
import { logoutUrl } from './logout.ts';
import { ROUND_TRIP_KEY } from './round-trip.ts';
import { saveUserData } from './user-data.ts';

type Sent = { url: string; method: string; headers: Headers; body: unknown };

const fetchMock = vi.fn<typeof fetch>();
let issuer: Awaited<ReturnType<typeof createTestIssuer>>;
let sent: Sent[] = [];
let userApi: () => Response = () => jsonResponse(hostUser);

beforeAll(async () => {
  issuer = await createTestIssuer();
});

beforeEach(() => {
  sent = [];
  userApi = () => jsonResponse(hostUser);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input as RequestInfo);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body });
    const answered = issuer.answer(url);
    if (answered) return answered;
    if (url.startsWith('https://issuer.test/api/v2/users/')) return userApi();
    return jsonResponse({}, { status: 404 });
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** Starts a sign-in as the login button does and answers the address it went to. */
async function startSignIn(settings = oidcSettings): Promise<URL> {
  const go = vi.fn<(url: string) => void>();
  expect(await login(settings, go)).toBe(true);
  return new URL(go.mock.calls[0]?.[0] ?? '');
}

/** The hash the host sends back to /callback for the sign-in `authorize` started. */
async function answerHash(
  authorize: URL,
  claims: { nonce?: string; aud?: string; expiresIn?: number; state?: string } = {},
  accessToken = 'host-access-token',
): Promise<string> {
  const idToken = await issuer.idToken({
    nonce: claims.nonce ?? authorize.searchParams.get('nonce') ?? '',
    aud: claims.aud,
    expiresIn: claims.expiresIn,
    accessToken,
  });
  const params = new URLSearchParams({
    access_token: accessToken,
    id_token: idToken,
    token_type: 'Bearer',
    expires_in: '7200',
    state: claims.state ?? authorize.searchParams.get('state') ?? '',
  });
  return `#${params.toString()}`;
}

async function refusal(promise: Promise<unknown>): Promise<HostedSignInError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HostedSignInError);
  return error as HostedSignInError;
}

describe('the authorize request', () => {
  it('asks for both tokens with the scopes, state, nonce and our callback', async () => {
    const url = await startSignIn({ ...oidcSettings, audience: 'https://api.flockbook.test' });

    expect(`${url.origin}${url.pathname}`).toBe('https://issuer.test/authorize');
    expect(url.searchParams.get('response_type')).toBe('token id_token');
    expect(url.searchParams.get('client_id')).toBe('flockbook-web');
    expect(url.searchParams.get('scope')).toBe(HOSTED_LOGIN_SCOPES.join(' '));
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/callback`);
    expect(url.searchParams.get('audience')).toBe('https://api.flockbook.test');
    const kept = JSON.parse(sessionStorage.getItem(ROUND_TRIP_KEY) ?? '{}') as object;
    expect(kept).toEqual({
      state: url.searchParams.get('state'),
      nonce: url.searchParams.get('nonce'),
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).not.toBe(url.searchParams.get('state'));

    const again = await startSignIn();
    expect(again.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
    expect(again.searchParams.has('audience')).toBe(false);
  });

  it('is not made without a configured host: a warning, and false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const go = vi.fn();

    expect(await login(null, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'Hosted login is not configured: no OpenID Connect issuer is set.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the callback', () => {
  it('accepts the answer to this tab, reads the user data and lasts expires_in', async () => {
    const authorize = await startSignIn();
    const hash = await answerHash(authorize);
    const before = Date.now();

    const signIn = await completeCallback(oidcSettings, hash);

    expect(signIn.hosted).toMatchObject({ provider: 'auth0', sub: 'auth0|hana' });
    const { expiresAt } = signIn.hosted as Auth0Session;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7200 * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7200 * 1000);
    expect(signIn.data).toEqual({
      displayName: 'Hana Keeper',
      email: 'hana@example.com',
      photoURL: 'https://issuer.test/hana.png',
      settings: { theme: { main: 'defaultDark' } },
      shortcuts: ['apps.calendar'],
    });
    const read = sent.find((request) => request.url.includes('/api/v2/users/'));
    expect(read?.url).toBe('https://issuer.test/api/v2/users/auth0%7Chana');
    expect(read?.headers.get('Authorization')).toBe('Bearer host-access-token');
    // The state answers one callback only.
    expect(sessionStorage.getItem(ROUND_TRIP_KEY)).toBeNull();
    expect((await refusal(completeCallback(oidcSettings, hash))).reason).toBe('stateMismatch');
  });

  it('refuses an answer with another state', async () => {
    const authorize = await startSignIn();
    const hash = await answerHash(authorize, { state: 'someone-elses-state' });

    expect((await refusal(completeCallback(oidcSettings, hash))).reason).toBe('stateMismatch');
    expect(sent.some((request) => request.url.includes('/api/v2/users/'))).toBe(false);
  });

  it.each([
    ['another nonce', { nonce: 'replayed-nonce' }],
    ['another audience', { aud: 'another-client' }],
    ['an expired token', { expiresIn: -120 }],
  ])('refuses an ID token with %s', async (_, claims) => {
    const authorize = await startSignIn();
    const hash = await answerHash(authorize, claims);

    const error = await refusal(completeCallback(oidcSettings, hash));
    expect(error.reason).toBe('invalidIdToken');
    expect(sent.some((request) => request.url.includes('/api/v2/users/'))).toBe(false);
  });

  it('refuses an access token the ID token was not issued with', async () => {
    const authorize = await startSignIn();
    const hash = (await answerHash(authorize)).replace(
      'access_token=host-access-token',
      'access_token=swapped-token',
    );

    expect((await refusal(completeCallback(oidcSettings, hash))).reason).toBe('invalidIdToken');
  });

  it('says an authorization error with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startSignIn();

    const hash = '#error=access_denied&error_description=User%20cancelled&state=x';
    expect((await refusal(completeCallback(oidcSettings, hash))).reason).toBe(
      'authorizationFailed',
    );
    expect(warn).toHaveBeenCalledWith(
      'Hosted login authorization error:',
      'access_denied',
      'User cancelled',
    );
  });

  it("rejects with 'Cannot retrieve user data' when the host does not answer them", async () => {
    userApi = () => jsonResponse({ message: 'Insufficient scope' }, { status: 403 });
    const authorize = await startSignIn();

    const error = await refusal(completeCallback(oidcSettings, await answerHash(authorize)));
    expect(error.reason).toBe('cannotRetrieveUserData');
    expect(error.message).toBe('Cannot retrieve user data');
  });
});

describe('user data and logout at the host', () => {
  const hosted: Auth0Session = {
    provider: 'auth0',
    sub: 'auth0|hana',
    idToken: 'the-id-token',
    accessToken: 'host-access-token',
    expiresAt: Date.now() + 60_000,
  };
  const data = {
    displayName: 'Hana Keeper',
    photoURL: '',
    email: 'hana@example.com',
    settings: { theme: { main: 'defaultDark' } },
    shortcuts: ['apps.mailbox'],
  };

  it('saves settings and shortcuts as user_metadata with a PATCH', async () => {
    userApi = () => jsonResponse({ ...hostUser, user_metadata: {} });
    await saveUserData(oidcSettings, hosted, data);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: 'https://issuer.test/api/v2/users/auth0%7Chana',
      method: 'PATCH',
      body: { user_metadata: { settings: data.settings, shortcuts: data.shortcuts } },
    });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer host-access-token');
  });

  it("passes on the host's refusal of a save", async () => {
    userApi = () => jsonResponse({ message: 'Insufficient scope' }, { status: 403 });
    await expect(saveUserData(oidcSettings, hosted, data)).rejects.toThrow('Insufficient scope');
  });

  it('signs out at the end-session endpoint, or at /v2/logout without one', async () => {
    const url = new URL(await logoutUrl(oidcSettings, hosted, 'http://farm.test'));
    expect(`${url.origin}${url.pathname}`).toBe('https://issuer.test/session/end');
    expect(url.searchParams.get('id_token_hint')).toBe('the-id-token');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://farm.test');

    const plain = { ...oidcSettings, issuer: 'https://tenant.auth0.test/' };
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({
        authorization_endpoint: 'https://tenant.auth0.test/authorize',
        jwks_uri: 'https://tenant.auth0.test/.well-known/jwks.json',
      }),
    );
    const auth0 = new URL(await logoutUrl(plain, hosted, 'http://farm.test'));
    expect(`${auth0.origin}${auth0.pathname}`).toBe('https://tenant.auth0.test/v2/logout');
    expect(auth0.searchParams.get('client_id')).toBe('flockbook-web');
    expect(auth0.searchParams.get('returnTo')).toBe('http://farm.test');
  });
});
