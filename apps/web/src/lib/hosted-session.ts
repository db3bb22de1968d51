import { z } from 'zod';

/** Local storage key of the hosted sign-in a session came from (none for local accounts). */
export const HOSTED_SESSION_KEY = 'flockbook.hostedSession';

/**
 * What the app keeps of a hosted sign-in beside its own session: the host's tokens for its user
 * API and sign-out (Auth0-style), or only the marker (the Firebase SDK keeps its own state).
 */
export const hostedSessionSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('auth0'),
    sub: z.string(),
    idToken: z.string(),
    accessToken: z.string(),
    /** Milliseconds since the epoch: `expires_in * 1000 + now` at sign-in. */
    expiresAt: z.number(),
  }),
  z.object({ provider: z.literal('firebase'), uid: z.string() }),
]);
export type HostedSession = z.infer<typeof hostedSessionSchema>;
export type Auth0Session = Extract<HostedSession, { provider: 'auth0' }>;

export function readHostedSession(): HostedSession | null {
  try {
    const text = localStorage.getItem(HOSTED_SESSION_KEY);
    if (!text) return null;
    const parsed = hostedSessionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
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
