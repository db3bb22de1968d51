import { afterEach, describe, expect, it } from 'vitest';
import {
  HOSTED_SESSION_KEY,
  isHostedSessionExpired,
  readHostedSession,
  toHostedSession,
  writeHostedSession,
} from './hosted-session.ts';
import type { Auth0Session } from './hosted-session.ts';

const auth0: Auth0Session = {
  provider: 'auth0',
  sub: 'auth0|42',
  idToken: 'id-token',
  accessToken: 'access-token',
  expiresAt: 1_900_000_000_000,
};

afterEach(() => localStorage.clear());

describe('hosted session', () => {
  it('takes an Auth0-style session and a Firebase marker', () => {
    expect(toHostedSession(auth0)).toEqual(auth0);
    expect(toHostedSession({ provider: 'firebase', uid: 'u1' })).toEqual({
      provider: 'firebase',
      uid: 'u1',
    });
  });

  it('keeps only the members of a hosted session', () => {
    expect(toHostedSession({ ...auth0, uid: 'u1', extra: true })).toStrictEqual(auth0);
    expect(toHostedSession({ provider: 'firebase', uid: 'u1', sub: 's' })).toStrictEqual({
      provider: 'firebase',
      uid: 'u1',
    });
  });

  it.each([
    ['no provider', { sub: 's', uid: 'u1' }],
    ['an unknown provider', { ...auth0, provider: 'google' }],
    ['an Auth0 session without its access token', { ...auth0, accessToken: undefined }],
    ['an Auth0 session with a text expiry', { ...auth0, expiresAt: '1900000000000' }],
    ['an Auth0 session with a numeric subject', { ...auth0, sub: 42 }],
    ['a Firebase marker without its uid', { provider: 'firebase' }],
    ['a Firebase marker with a numeric uid', { provider: 'firebase', uid: 7 }],
    ['an array', [auth0]],
    ['null', null],
    ['a text', 'auth0'],
  ])('refuses %s', (_, value) => {
    expect(toHostedSession(value)).toBeNull();
  });

  it('reads back what was written, and nothing it cannot read', () => {
    writeHostedSession(auth0);
    expect(readHostedSession()).toEqual(auth0);

    localStorage.setItem(HOSTED_SESSION_KEY, '{not json');
    expect(readHostedSession()).toBeNull();
    localStorage.setItem(HOSTED_SESSION_KEY, JSON.stringify({ provider: 'auth0', sub: 's' }));
    expect(readHostedSession()).toBeNull();

    writeHostedSession(null);
    expect(localStorage.getItem(HOSTED_SESSION_KEY)).toBeNull();
    expect(readHostedSession()).toBeNull();
  });

  it('says an Auth0 session has expired once its expiry has passed', () => {
    expect(isHostedSessionExpired(auth0, auth0.expiresAt - 1)).toBe(false);
    expect(isHostedSessionExpired(auth0, auth0.expiresAt)).toBe(true);
    expect(isHostedSessionExpired({ provider: 'firebase', uid: 'u1' })).toBe(false);
  });
});
