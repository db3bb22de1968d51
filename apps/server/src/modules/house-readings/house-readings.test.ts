import { flockDailySchema } from '@flockbook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let farmId: string;
let flockId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm();
  // 1,000 + 20 free chicks.
  flockId = await f.flock(farmId, { placedOn: '2026-10-01' });
});
afterAll(() => f.close());

const reading = (overrides: Record<string, unknown> = {}) => ({
  flockId,
  date: '2026-10-05',
  waterLitres: '120.5',
  minTempC: '27.5',
  maxTempC: '31',
  humidityPercent: 65,
  ...overrides,
});
const created = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; version: number }>();
};
const errorsOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ errors: Record<string, string> }>().errors;
};

describe('house readings', () => {
  it('staff record, list, read and edit readings; only admins delete', async () => {
    const { id } = created(await f.staff('POST', '/api/house-readings', reading()));
    const item = await f.staff('GET', `/api/house-readings/${id}`);
    expect(item.json()).toMatchObject({
      flockId,
      date: '2026-10-05',
      waterLitres: '120.5',
      minTempC: '27.5',
      maxTempC: '31.0',
      humidityPercent: '65.0',
      version: 1,
    });
    const edited = await f.staff('PATCH', `/api/house-readings/${id}`, {
      version: 1,
      waterLitres: 130,
      humidityPercent: null,
    });
    expect(edited.json()).toMatchObject({
      waterLitres: '130.0',
      humidityPercent: null,
      version: 2,
    });
    const list = await f.staff(
      'GET',
      `/api/house-readings?flockId=${flockId}&sort=waterLitres:desc`,
    );
    expect(list.json()).toMatchObject({ total: 1, data: [{ id, maxTempC: '31.0' }] });
    expect((await f.staff('DELETE', `/api/house-readings/${id}`)).statusCode).toBe(403);
    expect((await f.admin('DELETE', `/api/house-readings/${id}`)).statusCode).toBe(204);
  });

  it('keeps one reading per flock and date, pointing at the first', async () => {
    const first = created(
      await f.staff('POST', '/api/house-readings', reading({ date: '2026-10-06' })),
    );
    const second = await f.staff('POST', '/api/house-readings', reading({ date: '2026-10-06' }));
    expect(errorsOf(second).date).toBe(
      '2026-10-06 already has a reading of this flock; change that one instead',
    );
    expect(second.json()).toMatchObject({ existingId: first.id });
    // Moving another reading onto that date is refused the same way.
    const other = created(
      await f.staff('POST', '/api/house-readings', reading({ date: '2026-10-07' })),
    );
    const moved = await f.staff('PATCH', `/api/house-readings/${other.id}`, {
      version: 1,
      date: '2026-10-06',
    });
    expect(moved.json()).toMatchObject({ existingId: first.id, errors: { date: /2026-10-06/ } });
    // Its own date again is no second reading.
    const kept = await f.staff('PATCH', `/api/house-readings/${first.id}`, {
      version: 1,
      date: '2026-10-06',
      notes: 'checked',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('refuses impossible values at their field', async () => {
    const refused = async (values: Record<string, unknown>) =>
      errorsOf(
        await f.staff('POST', '/api/house-readings', reading({ date: '2026-10-08', ...values })),
      );
    expect(await refused({ minTempC: 32, maxTempC: 31 })).toEqual({
      minTempC: 'The lowest temperature cannot be above the highest',
    });
    expect(await refused({ minTempC: '-30.5' })).toEqual({
      minTempC: 'Use a temperature from -30 to 60 °C',
    });
    expect(await refused({ maxTempC: 61 })).toEqual({
      maxTempC: 'Use a temperature from -30 to 60 °C',
    });
    expect(await refused({ humidityPercent: '100.1' })).toEqual({
      humidityPercent: 'Use a humidity from 0 to 100 %',
    });
    expect(await refused({ humidityPercent: -1 })).toEqual({
      humidityPercent: 'Use a humidity from 0 to 100 %',
    });
    expect(await refused({ waterLitres: -1 })).toEqual({ waterLitres: 'Water cannot be negative' });
    expect(await refused({ date: '2026-09-30' })).toHaveProperty('date');
    // An edit is checked against the stored values it leaves alone.
    const { id } = created(
      await f.staff('POST', '/api/house-readings', reading({ date: '2026-10-08' })),
    );
    const edit = await f.staff('PATCH', `/api/house-readings/${id}`, {
      version: 1,
      minTempC: 31.5,
    });
    expect(errorsOf(edit)).toEqual({
      minTempC: 'The lowest temperature cannot be above the highest',
    });
  });

  it('charts water per bird, water to feed and temperature against the band by age', async () => {
    const chartFlock = await f.flock(farmId, {
      placedOn: '2026-11-01',
      chicksPlaced: 1000,
      freeChicks: 0,
    });
    const records: [string, Record<string, unknown>][] = [
      [
        '/api/feed-purchases',
        { farmId, date: '2026-11-01', feedType: 'starter', bags: 2, pricePerBag: 5000 },
      ],
      ['/api/deaths', { flockId: chartFlock, date: '2026-11-02', count: 200 }],
      [
        '/api/feed-usages',
        { flockId: chartFlock, date: '2026-11-03', feedType: 'starter', quantityKg: 40 },
      ],
      // Day 1: 50 L for the 1,000 birds alive that morning; no feed used that day.
      [
        '/api/house-readings',
        reading({
          flockId: chartFlock,
          date: '2026-11-02',
          waterLitres: 50,
          minTempC: 30,
          maxTempC: 34,
        }),
      ],
      // Day 2: 100 L for 800 birds; 40 kg of feed.
      [
        '/api/house-readings',
        reading({
          flockId: chartFlock,
          date: '2026-11-03',
          waterLitres: 100,
          minTempC: 28.5,
          maxTempC: 36.2,
        }),
      ],
    ];
    for (const [url, body] of records) created(await f.admin('POST', url, body));
    const settings = await f.admin('PATCH', '/api/settings', { houseTargetMarginC: 1.5 });
    expect(settings.statusCode, settings.body).toBe(200);

    const daily = flockDailySchema.parse(
      (await f.staff('GET', `/api/flocks/${chartFlock}/daily`)).json(),
    );
    expect(daily.readings).toBe(2);
    const pick = ({
      waterLitres,
      waterPerBirdL,
      waterToFeedRatio,
      minTempC,
      maxTempC,
      targetTempLowC,
      targetTempHighC,
    }: (typeof daily.days)[number]) => ({
      waterLitres,
      waterPerBirdL,
      waterToFeedRatio,
      minTempC,
      maxTempC,
      targetTempLowC,
      targetTempHighC,
    });
    // The band: 33 °C on day 0 less 12/35 °C a day, ± 1.5 °C.
    expect(daily.days.slice(0, 3).map(pick)).toEqual([
      {
        waterLitres: null,
        waterPerBirdL: null,
        waterToFeedRatio: null,
        minTempC: null,
        maxTempC: null,
        targetTempLowC: 31.5,
        targetTempHighC: 34.5,
      },
      {
        waterLitres: '50.0',
        waterPerBirdL: 0.05,
        waterToFeedRatio: null,
        minTempC: 30,
        maxTempC: 34,
        targetTempLowC: 31.2,
        targetTempHighC: 34.2,
      },
      {
        waterLitres: '100.0',
        waterPerBirdL: 0.125,
        waterToFeedRatio: 2.5,
        minTempC: 28.5,
        maxTempC: 36.2,
        targetTempLowC: 30.8,
        targetTempHighC: 33.8,
      },
    ]);
  });

  it('lets staff reach only the readings of their farms', async () => {
    const otherFarm = await f.farm();
    const otherFlock = await f.flock(otherFarm, { placedOn: '2026-10-01' });
    const theirs = created(
      await f.admin(
        'POST',
        '/api/house-readings',
        reading({ flockId: otherFlock, date: '2026-10-10' }),
      ),
    );
    // From here the staff member works on the first farm only.
    const staff = await f.staffOf([farmId]);

    expect((await staff('GET', `/api/house-readings/${theirs.id}`)).statusCode).toBe(404);
    const list = (await staff('GET', '/api/house-readings?pageSize=100')).json<{
      data: { flockId: string }[];
    }>();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.some((row) => row.flockId === otherFlock)).toBe(false);
    const onTheirs = await staff(
      'POST',
      '/api/house-readings',
      reading({ flockId: otherFlock, date: '2026-10-11' }),
    );
    expect(errorsOf(onTheirs)).toHaveProperty('flockId');
    const edit = await staff('PATCH', `/api/house-readings/${theirs.id}`, {
      version: 1,
      notes: 'x',
    });
    expect(edit.statusCode).toBe(404);
  });
});
