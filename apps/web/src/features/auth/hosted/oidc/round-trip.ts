import { base64url } from 'jose';

/** Session storage key of the state and nonce of the sign-in under way in this tab. */
export const ROUND_TRIP_KEY = 'flockbook.oidcRoundTrip';

export type RoundTrip = { state: string; nonce: string };

function randomValue(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

/** New random state and nonce, kept for the way back to `/callback`. */
export function beginRoundTrip(): RoundTrip {
  const roundTrip = { state: randomValue(), nonce: randomValue() };
  sessionStorage.setItem(ROUND_TRIP_KEY, JSON.stringify(roundTrip));
  return roundTrip;
}

/** The kept state and nonce, removed as they are read: each answers one callback only. */
export function takeRoundTrip(): RoundTrip | null {
  try {
    const text = sessionStorage.getItem(ROUND_TRIP_KEY);
    sessionStorage.removeItem(ROUND_TRIP_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { state, nonce } = value as Partial<RoundTrip>;
    return typeof state === 'string' && typeof nonce === 'string' ? { state, nonce } : null;
  } catch {
    return null;
  }
}
