import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../test/farm-fixture.ts';
import type { FarmFixture } from '../test/farm-fixture.ts';

// A Ross 308 flock of 1,020 birds placed on 2026-10-01: on day 7 (2026-10-08) its target
// weight is 190 g, its daily intake 36 g a bird (36.72 kg for the flock) and its house band
// 28.6 to 32.6 °C (33 °C falling to 21 °C on day 35, ± 2 °C).
const DAY_7 = '2026-10-08';
let f: FarmFixture;
let farmId: string;
let flockId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm();
  flockId = await f.flock(farmId, { placedOn: '2026-10-01' });
  const purchase = await f.admin('POST', '/api/feed-purchases', {
    farmId,
    date: '2026-10-01',
    feedType: 'starter',
    quantityKg: '5000',
    pricePerBag: '900',
  });
  expect(purchase.statusCode, purchase.body).toBe(201);
});
afterAll(() => f.close());

type Refusal = { errors: Record<string, string>; unusual: Record<string, string> };
const refused = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(400);
  return response.json<Refusal>();
};
const reasonOf = async (entity: string, id: string) =>
  (await f.admin('GET', `/api/audit?entity=${entity}&entityId=${id}`)).json<
    { reason: string | null }[]
  >()[0]?.reason;

/** Each rule: a value refused at its field with the target, then accepted when confirmed. */
const rules = [
  {
    name: 'a weighing above twice the target weight',
    path: 'weighings',
    entity: 'weighing',
    body: { date: DAY_7, sampleSize: 50, averageWeightG: '19000' },
    plausible: { averageWeightG: '380' },
    field: 'averageWeightG',
    message: '19,000 g is more than twice the target of 190 g on day 7',
    target: '190 g',
  },
  {
    name: 'a weighing below half the target weight',
    path: 'weighings',
    entity: 'weighing',
    body: { date: DAY_7, sampleSize: 50, averageWeightG: '94' },
    plausible: { averageWeightG: '95' },
    field: 'averageWeightG',
    message: '94 g is less than half the target of 190 g on day 7',
    target: '190 g',
  },
  {
    name: 'a feed use above three times the daily intake of the birds alive',
    path: 'feed-usages',
    entity: 'feed usage',
    body: { date: DAY_7, feedType: 'starter', quantityKg: '110.2' },
    plausible: { quantityKg: '110.1' },
    field: 'quantityKg',
    message:
      "110.2 kg is more than 3 times the day's target of 36.7 kg (36 g a bird for 1,020 birds)",
    target: '36.7 kg',
  },
  {
    name: 'a reading more than 10 °C above the band',
    path: 'house-readings',
    entity: 'houseReading',
    body: { date: DAY_7, waterLitres: '100', minTempC: '28', maxTempC: '42.7' },
    plausible: { maxTempC: '42.6' },
    field: 'maxTempC',
    message: '42.7 °C is more than 10 °C outside the target of 28.6–32.6 °C on day 7',
    target: '28.6–32.6 °C',
  },
  {
    name: 'a reading more than 10 °C below the band',
    path: 'house-readings',
    entity: 'houseReading',
    body: { date: '2026-10-09', waterLitres: '100', minTempC: '18.1', maxTempC: '30' },
    plausible: { minTempC: '18.3' },
    field: 'minTempC',
    message: '18.1 °C is more than 10 °C outside the target of 28.3–32.3 °C on day 8',
    target: '28.3–32.3 °C',
  },
  {
    name: 'deaths above a quarter of the birds alive',
    path: 'deaths',
    entity: 'death',
    body: { date: DAY_7, count: 256, cause: 'unknown' },
    plausible: { count: 255 },
    field: 'count',
    message: '256 deaths is more than a quarter of the 1,020 birds alive',
    target: '≤ 255',
  },
];

describe('plausible entries', () => {
  it.each(rules)(
    'refuses $name with the target, accepts it confirmed and audits it',
    async (rule) => {
      const body = { flockId, ...rule.body };
      const refusal = refused(await f.staff('POST', `/api/${rule.path}`, body));
      expect(refusal.errors[rule.field]).toBe(`${rule.message}. If it is right, confirm it`);
      expect(refusal.unusual).toEqual({ [rule.field]: rule.target });

      // The value just inside the band needs no confirmation (the record is removed again).
      const inside = await f.staff('POST', `/api/${rule.path}`, { ...body, ...rule.plausible });
      expect(inside.statusCode, inside.body).toBe(201);
      const insideId = inside.json<{ id: string }>().id;
      expect(await reasonOf(rule.entity, insideId)).toBeNull();
      expect((await f.admin('DELETE', `/api/${rule.path}/${insideId}`)).statusCode).toBe(204);

      const confirmed = await f.staff('POST', `/api/${rule.path}`, {
        ...body,
        confirmUnusual: true,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const record = confirmed.json<{ id: string }>();
      expect(record).not.toHaveProperty('confirmUnusual');
      expect(await reasonOf(rule.entity, record.id)).toBe(`Confirmed unusual: ${rule.message}`);
      expect((await f.admin('DELETE', `/api/${rule.path}/${record.id}`)).statusCode).toBe(204);
    },
  );

  it('checks an edit on the values it changes', async () => {
    const created = await f.staff('POST', '/api/weighings', {
      flockId,
      date: DAY_7,
      sampleSize: 50,
      averageWeightG: '190',
    });
    const { id } = created.json<{ id: string }>();
    const refusal = refused(
      await f.staff('PATCH', `/api/weighings/${id}`, { version: 1, averageWeightG: '19000' }),
    );
    expect(refusal.unusual).toEqual({ averageWeightG: '190 g' });
    const confirmed = await f.staff('PATCH', `/api/weighings/${id}`, {
      version: 1,
      averageWeightG: '19000',
      confirmUnusual: true,
    });
    expect(confirmed.json()).toMatchObject({ averageWeightG: '19000.0', version: 2 });
    expect(await reasonOf('weighing', id)).toMatch(/^Confirmed unusual: 19,000 g/);
    // A note added later is not asked about the weight again.
    const noted = await f.staff('PATCH', `/api/weighings/${id}`, { version: 2, notes: 'Scale' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect((await f.admin('DELETE', `/api/weighings/${id}`)).statusCode).toBe(204);
  });

  it('refuses an unusual round at the part with the target, and saves it confirmed', async () => {
    const round = (confirm: boolean) => ({
      roundId: randomUUID(),
      farmId,
      date: '2026-10-10',
      houses: [
        {
          flockId,
          deaths: [{ cause: 'unknown', count: 0 + 2 }],
          weighing: {
            sampleSize: 40,
            averageWeightG: '19000',
            ...(confirm ? { confirmUnusual: true } : {}),
          },
        },
      ],
    });
    const refusal = refused(await f.staff('POST', '/api/daily-round', round(false)));
    expect(refusal.errors).toEqual({
      'houses.0.weighing.averageWeightG':
        '19,000 g is more than twice the target of 273 g on day 9. If it is right, confirm it',
    });
    expect(refusal.unusual).toEqual({ 'houses.0.weighing.averageWeightG': '273 g' });
    const deaths = await f.admin('GET', `/api/deaths?flockId=${flockId}&from=2026-10-10`);
    expect(deaths.json()).toMatchObject({ total: 0 });

    const confirmed = round(true);
    const saved = await f.staff('POST', '/api/daily-round', confirmed);
    expect(saved.statusCode, saved.body).toBe(200);
    const weighingId = saved.json<{ houses: { weighing: { id: string } }[] }>().houses[0]?.weighing
      .id;
    expect(await reasonOf('weighing', weighingId ?? '')).toMatch(/^Confirmed unusual: 19,000 g/);
    // The outbox sends the confirmed round again as it was: the stored result answers it.
    const replay = await f.staff('POST', '/api/daily-round', confirmed);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(saved.json());
  });
});
