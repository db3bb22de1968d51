import type { ProblemDetails } from '@flockbook/contracts';
import { ApiError, apiRequest } from '../api-client.ts';
import { readProblemDetails } from '../problem-details.ts';
import type { OutboxWrite } from './outbox-types.ts';

/** How long one send may take before it counts as failed (poor signal can hang for minutes). */
export const SEND_TIMEOUT_MS = 20_000;

/** Answers that say "try later", not "no": request timeout, too early, too many requests. */
const TRANSIENT = new Set([408, 425, 429]);

export type SendResult =
  | { kind: 'sent'; data: unknown }
  | { kind: 'refused'; problem: ProblemDetails }
  | { kind: 'unauthorized' }
  | { kind: 'retry' };

/** The refusal as problem details, whatever shape the server's error body had. */
function problemOf(error: ApiError): ProblemDetails {
  const problem = readProblemDetails(error.body);
  if (problem) return problem;
  const made: ProblemDetails = { type: 'about:blank', title: error.title, status: error.status };
  if (error.detail) made.detail = error.detail;
  if (error.hasFieldErrors) made.errors = { ...error.fieldErrors };
  return made;
}

/**
 * Sends one write with its idempotency key and the current access token (through the API
 * client) and says what became of it: a network failure, a timeout or a 5xx is to be tried
 * again; 401 waits for a sign-in; any other 4xx is the server's refusal.
 */
export async function sendWrite(write: OutboxWrite): Promise<SendResult> {
  try {
    const data = await apiRequest(write.path, {
      method: write.method,
      body: write.body,
      headers: { 'Idempotency-Key': write.key },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    return { kind: 'sent', data };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'retry' };
    // An answer that arrived but could not be read still says the write went through.
    if (error.status >= 200 && error.status < 300) return { kind: 'sent', data: error.body };
    if (error.status === 401) return { kind: 'unauthorized' };
    if (error.status >= 400 && error.status < 500 && !TRANSIENT.has(error.status)) {
      return { kind: 'refused', problem: problemOf(error) };
    }
    return { kind: 'retry' };
  }
}
