import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiSession } from './api-session.ts';
import type { ApiSession } from './api-session.ts';
import { newTally, runOperation } from './bad-input-runner.ts';

/**
 * Registers the bad-input test for one share of the documented operations (split so the
 * shares run side by side). Deletes go last, after every other operation of the share.
 */
export function badInputSuite(share: number, shares: number): void {
  let session: ApiSession;
  beforeAll(async () => {
    session = await startApiSession();
  }, 120_000);
  afterAll(() => session?.close());

  it(`answers bad input to every operation (share ${share + 1} of ${shares}) with a 4xx and a message, never a 5xx`, async () => {
    const tally = newTally();
    const mine = session.operations.filter((_, index) => index % shares === share);
    const ordered = [
      ...mine.filter((op) => op.method !== 'DELETE'),
      ...mine.filter((op) => op.method === 'DELETE'),
    ];
    for (const op of ordered) await runOperation(session, op, tally);
    const refusedValid = ordered
      .filter((op) => op.roles && op.method !== 'DELETE')
      .filter((op) => !tally.validAccepted.has(`${op.method} ${op.path}`))
      .map((op) => `${op.method} ${op.path}`);
    console.log(
      `bad input share ${share + 1}/${shares}: ${ordered.length} operations, ` +
        `${tally.requests} requests, ${tally.serverErrors} answered 5xx, ` +
        `${tally.failures.length} failures; valid request refused on: ${refusedValid.join(', ') || 'none'}`,
    );
    expect(session.seeds.refused, 'records the suite could not seed').toEqual([]);
    expect(
      tally.failures,
      `${tally.serverErrors} of ${tally.requests} requests answered 5xx`,
    ).toEqual([]);
  }, 600_000);
}
