import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../test/farm-fixture.ts';
import type { FarmFixture } from '../test/farm-fixture.ts';

let f: FarmFixture;
let farmId: string;
let flockId: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm();
  flockId = await f.flock(farmId, { placedOn: '2026-10-01', chicksPlaced: 100, freeChicks: 0 });
});
afterAll(() => f.close());

const once = (key: string) => ({ 'idempotency-key': key });
const deathsOf = async (date: string) =>
  (await f.admin('GET', `/api/deaths?flockId=${flockId}&from=${date}&to=${date}`)).json<{
    total: number;
  }>().total;
const recordDeath = (date: string, count: number, key?: string) =>
  f.staff('POST', '/api/deaths', { flockId, date, count }, key ? once(key) : {});

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

describe('Idempotency-Key on record writes', () => {
  it('answers the first result to the same create sent again, and writes it once', async () => {
    const key = randomUUID();
    const first = await recordDeath('2026-10-02', 3, key);
    const again = await recordDeath('2026-10-02', 3, key);
    expectStatus(first, 201);
    expectStatus(again, 201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await deathsOf('2026-10-02')).toBe(1);
  });

  it('writes each create without a key, as before', async () => {
    expectStatus(await recordDeath('2026-10-03', 1), 201);
    expectStatus(await recordDeath('2026-10-03', 1), 201);
    expect(await deathsOf('2026-10-03')).toBe(2);
  });

  it('refuses another request under a used key (409) and writes nothing', async () => {
    const key = randomUUID();
    expectStatus(await recordDeath('2026-10-04', 2, key), 201);
    const other = await recordDeath('2026-10-04', 5, key);
    expectStatus(other, 409);
    expect(other.json().errors['Idempotency-Key']).toBe('Already used for another request');
    // The same key on another route is another request too.
    const elsewhere = await f.staff(
      'POST',
      '/api/weighings',
      { flockId, date: '2026-10-04', sampleSize: 10, averageWeightG: '200' },
      once(key),
    );
    expectStatus(elsewhere, 409);
    expect(await deathsOf('2026-10-04')).toBe(1);
  });

  it('refuses a malformed key (400) with a message, before writing', async () => {
    for (const key of ['short', 'has space in it', 'x'.repeat(129), 'ünïcödé-key']) {
      const response = await recordDeath('2026-10-05', 1, key);
      expectStatus(response, 400);
      expect(response.json().errors['Idempotency-Key']).toMatch(/8 to 128/);
    }
    expect(await deathsOf('2026-10-05')).toBe(0);
    // A quoted key (a structured-field string) is the key inside the quotes.
    const key = randomUUID();
    expectStatus(await recordDeath('2026-10-05', 1, `"${key}"`), 201);
    expectStatus(await recordDeath('2026-10-05', 1, key), 201);
    expect(await deathsOf('2026-10-05')).toBe(1);
  });

  it('keeps no key for a refused write: corrected, it is sent again under the same key', async () => {
    const key = randomUUID();
    const refused = await recordDeath('2026-10-06', 5_000, key);
    expectStatus(refused, 400);
    expect(refused.json().errors.count).toBeTruthy();
    expectStatus(await recordDeath('2026-10-06', 4, key), 201);
    expect(await deathsOf('2026-10-06')).toBe(1);
  });

  it("treats another user's key as another write", async () => {
    const key = randomUUID();
    const body = { flockId, date: '2026-10-07', count: 1 };
    expectStatus(await f.staff('POST', '/api/deaths', body, once(key)), 201);
    expectStatus(await f.admin('POST', '/api/deaths', body, once(key)), 201);
    expect(await deathsOf('2026-10-07')).toBe(2);
  });

  it('writes once when the same create arrives many times at once', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => recordDeath('2026-10-08', 2, key)),
    );
    for (const answer of answers) expectStatus(answer, 201);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await deathsOf('2026-10-08')).toBe(1);
  });

  it('answers a replayed edit with its first result instead of a stale-version conflict', async () => {
    const created = (await recordDeath('2026-10-09', 1)).json<{ id: string; version: number }>();
    const key = randomUUID();
    const edit = { count: 2, version: created.version };
    const first = await f.staff('PATCH', `/api/deaths/${created.id}`, edit, once(key));
    const again = await f.staff('PATCH', `/api/deaths/${created.id}`, edit, once(key));
    expectStatus(first, 200);
    expectStatus(again, 200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ count: 2, version: created.version + 1 });
    // Without the key, the same edit is stale now.
    expectStatus(await f.staff('PATCH', `/api/deaths/${created.id}`, edit), 409);
  });
});

describe('Idempotency-Key on the daily round', () => {
  const round = (roundId: string) => ({
    roundId,
    farmId,
    date: '2026-10-10',
    houses: [{ flockId, deaths: [{ cause: 'unknown', count: 1 }] }],
  });

  it('takes the round id as its key, once', async () => {
    const roundId = randomUUID();
    const first = await f.staff('POST', '/api/daily-round', round(roundId), once(roundId));
    const again = await f.staff(
      'POST',
      '/api/daily-round',
      round(roundId),
      once(roundId.toUpperCase()),
    );
    expectStatus(first, 200);
    expectStatus(again, 200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await deathsOf('2026-10-10')).toBe(1);
  });

  it('refuses a key that is not the round id (400), saving nothing', async () => {
    const response = await f.staff(
      'POST',
      '/api/daily-round',
      { ...round(randomUUID()), date: '2026-10-11' },
      once(randomUUID()),
    );
    expectStatus(response, 400);
    expect(response.json().errors['Idempotency-Key']).toMatch(/roundId/);
    expect(await deathsOf('2026-10-11')).toBe(0);
  });
});
