import type { ProblemDetails } from '@flockbook/contracts';

/** A write the outbox sends now, or keeps and sends once the connection is back. */
export type OutboxWrite = {
  /** The idempotency key (e.g. a round's `roundId`): the server writes it once. */
  key: string;
  method: 'POST' | 'PATCH' | 'PUT';
  path: string;
  body: unknown;
  /** What the toolbar's list shows for it, already translated. */
  label: string;
  /** Where the write is opened again (a refused one shows its messages there). */
  href: string;
  meta?: Record<string, unknown>;
};

export type OutboxState = 'waiting' | 'sending' | 'refused';

export type OutboxItem = OutboxWrite & {
  state: OutboxState;
  /** The server's refusal (a 4xx answer with its field messages), for a refused item. */
  problem?: ProblemDetails;
  createdAt: string;
};

/** As kept on the device: with its user, its place in the queue and how often it was tried. */
export type StoredItem = OutboxItem & { userId: string; seq: number; attempts: number };

export type SubmitOutcome =
  | { state: 'sent'; data: unknown }
  | { state: 'refused'; problem: ProblemDetails }
  | { state: 'queued' };
