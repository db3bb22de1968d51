import { createHash } from 'node:crypto';
import { idempotencyKeys } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ProblemError } from '../lib/problem.ts';

/** The request header a client names a write with, so that sending it again writes once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * What a key may be: 8 to 128 letters, digits and `-_.:~` (a UUID, as the outbox makes, is
 * one), optionally quoted as a structured-field string.
 */
const KEY_PATTERN = /^[A-Za-z0-9._~:-]{8,128}$/;
const KEY_MESSAGE = 'Must be 8 to 128 letters, digits or the characters - _ . : ~';

/** The request's idempotency key, if it sends one; a malformed one is refused (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  const key = /^"[^"]*"$/.test(text) ? text.slice(1, -1) : text;
  if (!KEY_PATTERN.test(key)) {
    throw new ProblemError(400, {
      detail: `The ${IDEMPOTENCY_HEADER} header is malformed.`,
      errors: { [IDEMPOTENCY_HEADER]: KEY_MESSAGE },
    });
  }
  return key;
}

export type IdempotentWrite = { key: string; userId: string; method: string; body: unknown };
export type Written<T> = { result: T; replayed: boolean };

/** The same write is the same method and path with the same parsed body. */
function requestHashOf(request: FastifyRequest, body: unknown): string {
  const path = request.url.split('?')[0] ?? '';
  return createHash('sha256')
    .update(JSON.stringify([request.method, path, body]))
    .digest('hex');
}

/**
 * Runs `write` inside the caller's transaction at most once per key and user. The key is
 * claimed first (`on conflict do nothing`): a write already done answers its stored result
 * without running; one in progress under the same key makes this wait on the key until it
 * commits. The result is kept with the write, so a refused write (its transaction undone)
 * leaves no key and may be corrected and sent again. Another write under a used key is
 * refused (409). Without a key, `write` simply runs.
 */
export async function writeOnce<T>(
  tx: Database,
  request: FastifyRequest,
  key: string | undefined,
  write: () => Promise<T>,
): Promise<Written<T>> {
  if (key === undefined) return { result: await write(), replayed: false };
  const userId = request.user?.id ?? '';
  const requestHash = requestHashOf(request, request.body);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key, userId, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const mine = and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.userId, userId));
  if (claimed.length === 0) {
    const [stored] = await tx
      .select({ requestHash: idempotencyKeys.requestHash, result: idempotencyKeys.result })
      .from(idempotencyKeys)
      .where(mine);
    if (!stored || stored.requestHash !== requestHash || stored.result === null) {
      throw new ProblemError(409, {
        title: 'Key already used',
        detail: `This ${IDEMPOTENCY_HEADER} was already sent with another request; a new write needs a new key.`,
        errors: { [IDEMPOTENCY_HEADER]: 'Already used for another request' },
      });
    }
    return { result: stored.result as T, replayed: true };
  }
  const result = await write();
  await tx.update(idempotencyKeys).set({ result }).where(mine);
  return { result, replayed: false };
}
