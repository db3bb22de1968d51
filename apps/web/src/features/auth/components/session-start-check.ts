import type { AuthResult } from '@flockbook/contracts';
import { readAccessToken } from '../../../lib/api-client.ts';
import { isHostedSessionExpired, readHostedSession } from '../../../lib/hosted-session.ts';
import type { HostedSession } from '../../../lib/hosted-session.ts';
import { isTokenExpired } from '../../../lib/session-storage.ts';
import { getAccessToken } from '../api/get-access-token.ts';

/*
 * The start-up session check's first step, kept apart from the session provider and free of the
 * app's texts and components, so the page's entry can import it first and send the check before
 * the rest of its code has even been evaluated.
 */

export type Start =
  { kind: 'none' | 'expired' | 'token' } | { kind: 'hosted'; hosted: HostedSession };

/** What the stored session says at start, read without side effects. */
export function readStart(): Start {
  const token = readAccessToken();
  if (!token) return { kind: 'none' };
  const hosted = readHostedSession();
  if (isTokenExpired(token) || (hosted && isHostedSessionExpired(hosted))) {
    return { kind: 'expired' };
  }
  return hosted ? { kind: 'hosted', hosted } : { kind: 'token' };
}

type EarlyCheck = { token: string; answer: Promise<AuthResult>; arrived?: AuthResult };
let earlyCheck: EarlyCheck | undefined;

/**
 * Sends the start-up token check as the page's code starts, before React first draws, so the
 * answer is on its way while the page's code is still being fetched. The session provider then
 * takes this answer instead of asking again. Only a plain token is checked this early: an expired
 * one is cleared with a warning, and a hosted one is checked with its host, both by the provider.
 */
export function startSessionCheckEarly(): void {
  const start = readStart();
  const token = readAccessToken();
  if (start.kind !== 'token' || !token) return;
  const answer = getAccessToken();
  const check: EarlyCheck = { token, answer };
  // Whatever the answer, the provider reads it; this only keeps an early failure from being
  // reported as unhandled before the provider is there.
  answer.then((result) => (check.arrived = result)).catch(() => undefined);
  earlyCheck = check;
}

/**
 * The early check's good answer when it has already arrived for the token stored now: the
 * session then starts signed in, and the first drawing is the page instead of the splash.
 */
export function arrivedEarlyAnswer(): AuthResult | undefined {
  const early = earlyCheck;
  return early && early.token === readAccessToken() ? early.arrived : undefined;
}

/** The early check's answer for the token stored now, or a new check. */
export function checkToken(signal: AbortSignal): Promise<AuthResult> {
  const early = earlyCheck;
  if (early && early.token === readAccessToken()) return early.answer;
  return getAccessToken(signal);
}

/** Forgets the early answer once the provider has used it. */
export function forgetEarlyCheck(): void {
  earlyCheck = undefined;
}
