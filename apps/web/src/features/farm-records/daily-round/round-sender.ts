import type { DailyRoundInput } from '@flockbook/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { DAILY_ROUND_ENDPOINT } from './use-daily-round.ts';

export type RoundOutcome =
  | { state: 'sent' }
  | { state: 'refused'; errors: Record<string, string>; message: string }
  | { state: 'queued' };

/** Sends a round; a refusal answers the server's messages by the body's paths. */
export async function sendRound(body: DailyRoundInput): Promise<RoundOutcome> {
  try {
    await api.post(DAILY_ROUND_ENDPOINT, body);
    return { state: 'sent' };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { state: 'refused', errors: error.fieldErrors, message: error.message };
    }
    throw error;
  }
}
