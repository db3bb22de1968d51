/** Local storage key of the hosted sign-in a session came from (none for local accounts). */
export const HOSTED_SESSION_KEY = 'flockbook.hostedSession';

/** An Auth0-style sign-in: the host's tokens for its user API and sign-out. */
export type Auth0Session = {
  provider: 'auth0';
  sub: string;
  idToken: string;
  accessToken: string;
  /** Milliseconds since the epoch: `expires_in * 1000 + now` at sign-in. */
  expiresAt: number;
};

/**
 * What the app keeps of a hosted sign-in beside its own session: the host's tokens for its user
 * API and sign-out (Auth0-style), or only the marker (the Firebase SDK keeps its own state).
 */
export type HostedSession = Auth0Session | { provider: 'firebase'; uid: string };

/**
 * The hosted session in `value` (parsed from storage, which another version of the app may have
 * written), with only its own members, or null when it is not one. The only definition of its
 * shape: it is read at start-up, so it is checked here without zod.
 */
export function toHostedSession(value: unknown): HostedSession | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  if (stored.provider === 'auth0') {
    const { sub, idToken, accessToken, expiresAt } = stored;
    if (typeof sub !== 'string' || typeof idToken !== 'string') return null;
    if (typeof accessToken !== 'string') return null;
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
    return { provider: 'auth0', sub, idToken, accessToken, expiresAt };
  }
  if (stored.provider === 'firebase') {
    return typeof stored.uid === 'string' ? { provider: 'firebase', uid: stored.uid } : null;
  }
  return null;
}

export function readHostedSession(): HostedSession | null {
  try {
    const text = localStorage.getItem(HOSTED_SESSION_KEY);
    if (!text) return null;
    return toHostedSession(JSON.parse(text));
  } catch {
    return null;
  }
}

export function writeHostedSession(hosted: HostedSession | null): void {
  try {
    if (hosted) localStorage.setItem(HOSTED_SESSION_KEY, JSON.stringify(hosted));
    else localStorage.removeItem(HOSTED_SESSION_KEY);
  } catch {
    // Storage can be unavailable; the hosted session then lasts for this page.
  }
}

/** A hosted session is valid only while its stored expiry is later than now. */
export function isHostedSessionExpired(hosted: HostedSession, now: number = Date.now()): boolean {
  return hosted.provider === 'auth0' && hosted.expiresAt <= now;
}
