import type { DailyRoundInput } from '@flockbook/contracts';
import { submitWrite } from '../../../lib/outbox/index.ts';
import type { OutboxItem } from '../../../lib/outbox/index.ts';
import type { RoundForm, SentMap } from './round-form.ts';
import { DAILY_ROUND_ENDPOINT } from './use-daily-round.ts';

export type RoundOutcome =
  | { state: 'sent' }
  | {
      state: 'refused';
      errors: Record<string, string>;
      /** Targets of the values refused as unusual, by the body's paths. */
      unusual: Record<string, string>;
      message: string;
    }
  | { state: 'queued' };

/** What a kept round carries besides its body: enough to open it again as it was typed. */
export type RoundMeta = {
  kind: 'daily-round';
  farmId: string;
  date: string;
  form: RoundForm;
  initial: RoundForm;
  sent: SentMap;
};

/**
 * Sends a round through the outbox: at once when there is a connection, else kept on the
 * device and sent by itself later (once: its roundId is the idempotency key). A refusal
 * answers the server's messages by the body's paths.
 */
/** Rounds this tab is sending now: kept meanwhile, they are not yet "waiting" to the screen. */
const inFlight = new Set<string>();

export async function sendRound(
  body: DailyRoundInput,
  meta: RoundMeta,
  place: { label: string; href: string },
): Promise<RoundOutcome> {
  inFlight.add(body.roundId);
  const outcome = await submitWrite({
    key: body.roundId,
    method: 'POST',
    path: DAILY_ROUND_ENDPOINT,
    body,
    ...place,
    meta,
  }).finally(() => inFlight.delete(body.roundId));
  if (outcome.state !== 'refused') return { state: outcome.state };
  const { problem } = outcome;
  return {
    state: 'refused',
    errors: problem.errors ?? {},
    unusual: problem.unusual ?? {},
    message: problem.detail ?? problem.title,
  };
}

/** A kept round of this farm and day (waiting, being sent, or refused), if there is one. */
export function keptRound(
  items: readonly OutboxItem[],
  farmId: string,
  date: string,
): (OutboxItem & { meta: RoundMeta }) | undefined {
  return items.find(
    (item): item is OutboxItem & { meta: RoundMeta } =>
      item.meta?.kind === 'daily-round' &&
      item.meta.farmId === farmId &&
      item.meta.date === date &&
      !inFlight.has(item.key),
  );
}
