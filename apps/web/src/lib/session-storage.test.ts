import { afterEach, describe, expect, it } from 'vitest';
import { fakeAccessToken, testUser } from '../testing/render-route.tsx';
import {
  ACCESS_TOKEN_KEY,
  clearSession,
  isTokenExpired,
  readStoredRoles,
  saveSession,
  tokenExpiry,
  USER_KEY,
} from './session-storage.ts';
import { readStoredUser } from './stored-user.ts';

afterEach(() => localStorage.clear());

describe('session storage', () => {
  it('keeps the token and the user under jwt_access_token and user', () => {
    const user = testUser(['admin']);
    saveSession('token-1', user);

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-1');
    expect(ACCESS_TOKEN_KEY).toBe('jwt_access_token');
    expect(USER_KEY).toBe('user');
    expect(readStoredUser()).toEqual(user);

    clearSession();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(readStoredUser()).toBeUndefined();
  });

  it('ignores a stored user it cannot read', () => {
    localStorage.setItem(USER_KEY, '{not json');
    expect(readStoredUser()).toBeUndefined();
    localStorage.setItem(USER_KEY, JSON.stringify({ uuid: 1 }));
    expect(readStoredUser()).toBeUndefined();
  });

  it('reads the expiry of a token', () => {
    const now = Date.now();
    expect(tokenExpiry(fakeAccessToken(60))).toBeGreaterThan(now / 1000);
    expect(isTokenExpired(fakeAccessToken(60), now)).toBe(false);
    expect(isTokenExpired(fakeAccessToken(-60), now)).toBe(true);
  });

  it('leaves a token without a readable expiry to the server', () => {
    expect(tokenExpiry('not-a-token')).toBeUndefined();
    expect(isTokenExpired('not-a-token')).toBe(false);
    expect(isTokenExpired('a.%%%.c')).toBe(false);
  });

  it("reads the stored user's roles, and none from what it cannot read", () => {
    saveSession('token-1', testUser(['staff']));
    expect(readStoredRoles()).toEqual(['staff']);

    for (const stored of ['not json', '{"role":"admin"}', '{"role":[1,"admin"]}', 'null']) {
      localStorage.setItem(USER_KEY, stored);
      expect(readStoredRoles()).toEqual(stored.includes('[1,') ? ['admin'] : []);
    }
    clearSession();
    expect(readStoredRoles()).toEqual([]);
  });
});
