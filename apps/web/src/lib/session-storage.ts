import type { User } from '@flockbook/contracts';
import { ACCESS_TOKEN_KEY, readAccessToken } from './api-client.ts';
import { writeHostedSession } from './hosted-session.ts';
import type { HostedSession } from './hosted-session.ts';

/** Local storage key of the signed-in user, kept as JSON next to the access token. */
export const USER_KEY = 'user';

export { ACCESS_TOKEN_KEY, readAccessToken };

/**
 * Stores the session after a sign-in, a registration or a token refresh, with the hosted sign-in
 * it came from (none for a local account).
 */
export function saveSession(
  accessToken: string,
  user: User,
  hosted: HostedSession | null = null,
): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page.
  }
  writeHostedSession(hosted);
}

export function saveStoredUser(user: User): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // See saveSession.
  }
}

/**
 * The stored user's roles, read without the contract's schema (the start-up reads them before
 * any of it is loaded); none when there is no readable stored user.
 */
export function readStoredRoles(): string[] {
  try {
    const role: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')?.role;
    return Array.isArray(role)
      ? role.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export function clearSession(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
  writeHostedSession(null);
}

/** The claims of a JWT, read without checking it (the server does), or undefined. */
function tokenClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The `exp` claim (seconds since the epoch) of a JWT, or undefined when it cannot be read. */
export function tokenExpiry(token: string): number | undefined {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp : undefined;
}

/** The user a JWT was issued to (its `sub` claim), or undefined when it cannot be read. */
export function tokenSubject(token: string): string | undefined {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

/**
 * True when the token says it has expired. A token without a readable expiry is not judged
 * here: the server decides whether it is still good.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry * 1000 <= now;
}

/** The stored access token when there is one that has not expired: a session to ask with. */
export function liveStoredToken(): string | null {
  const token = readAccessToken();
  return token && !isTokenExpired(token) ? token : null;
}
