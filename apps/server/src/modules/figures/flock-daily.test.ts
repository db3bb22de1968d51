import { flockDailySchema, flockSummarySchema } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { confirmed } from '../../test/confirmed.ts';

// A five-day flock whose every day is worked out by hand in the comments.
let f: FarmFixture;
let flockId: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  const farmId = await f.farm('Daily Farm');
  // 100 chicks at 50: 5,000 on day 0.
  flockId = await f.flock(farmId, {
    placedOn: '2026-09-01',
    chicksPlaced: 100,
    freeChicks: 0,
    chickPrice: '50',
  });
  const customerId = (
    await f.admin('POST', '/api/parties', { name: 'Daily Buyer', kind: 'customer' })
  ).json<{ id: string }>().id;
  const records: [string, Record<string, unknown>][] = [
    // 100 kg of starter for 10,000: 100 per kg.
    [
      '/api/feed-purchases',
      { farmId, date: '2026-09-01', feedType: 'starter', bags: 2, pricePerBag: 5000 },
    ],
    ['/api/feed-usages', { flockId, date: '2026-09-01', feedType: 'starter', quantityKg: 10 }],
    ['/api/deaths', { flockId, date: '2026-09-02', count: 2 }],
    // Farm diesel of 1,000, all of it this flock's: it is the farm's only flock.
    [
      '/api/diesel',
      { farmId, date: '2026-09-02', litres: 4, pricePerLitre: 250, purpose: 'generator' },
    ],
    ['/api/deaths', { flockId, date: '2026-09-03', count: 1 }],
    ['/api/feed-usages', { flockId, date: '2026-09-03', feedType: 'starter', quantityKg: 20 }],
    ['/api/weighings', { flockId, date: '2026-09-04', sampleSize: 20, averageWeightG: 200 }],
    [
      '/api/sales',
      {
        flockId,
        customerId,
        date: '2026-09-05',
        item: 'live birds',
        birds: 97,
        weightKg: 180,
        rate: 300,
      },
    ],
  ];
  for (const [url, body] of records) {
    const response = await f.admin('POST', url, confirmed(url, body));
    expect(response.statusCode, response.body).toBe(201);
  }
  const closed = await f.admin('POST', `/api/flocks/${flockId}/close`, { closedOn: '2026-09-05' });
  expect(closed.statusCode, closed.body).toBe(200);
});
afterAll(() => f.close());

const dailyAs = async (who: 'admin' | 'staff') => {
  const response = await f[who]('GET', `/api/flocks/${flockId}/daily`);
  expect(response.statusCode, response.body).toBe(200);
  return flockDailySchema.parse(response.json());
};

describe('GET /api/flocks/:id/daily', () => {
  it('lists every day from placement to closing with its figures', async () => {
    const daily = await dailyAs('admin');
    expect(daily).toMatchObject({ asOf: '2026-09-05', curve: 'Ross 308', withMoney: true });
    const none = {
      averageWeightG: null,
      eggs: null,
      cumulativeRevenue: '0.00',
      ...{ waterLitres: null, waterPerBirdL: null, waterToFeedRatio: null },
      ...{ minTempC: null, maxTempC: null, humidityPercent: null },
    };
    // The default house band: 33 °C on day 0 less 12/35 °C a day, ± 2 °C.
    const band = [
      [31, 35],
      [30.7, 34.7],
      [30.3, 34.3],
      [30, 34],
      [29.6, 33.6],
    ];
    expect(daily.days).toEqual([
      // Chicks 5,000 + 10 kg x 100; 10,000 g / 100 birds. Ross 308 day 0: 42 g, 12 g feed.
      {
        ...none,
        date: '2026-09-01',
        ageDays: 0,
        deaths: 0,
        birdsAlive: 100,
        mortalityPercent: 0,
        feedKg: '10.000',
        feedPerBirdG: 100,
        targetWeightG: 42,
        targetIntakeG: 12,
        targetTempLowC: band[0]?.[0],
        targetTempHighC: band[0]?.[1],
        cumulativeCost: '6000.00',
      },
      // 2 of 100 died; the farm's diesel 1,000 is added. Day 1: 42 + 148/7 = 63 g, 12 + 24/7 = 15 g.
      {
        ...none,
        date: '2026-09-02',
        ageDays: 1,
        deaths: 2,
        birdsAlive: 98,
        mortalityPercent: 2,
        feedKg: '0.000',
        feedPerBirdG: 0,
        targetWeightG: 63,
        targetIntakeG: 15,
        targetTempLowC: band[1]?.[0],
        targetTempHighC: band[1]?.[1],
        cumulativeCost: '7000.00',
      },
      // 1 of 98 = 1.02 %; 20,000 g / 98 birds = 204.1 g; 20 kg x 100 added.
      {
        ...none,
        date: '2026-09-03',
        ageDays: 2,
        deaths: 1,
        birdsAlive: 97,
        mortalityPercent: 1.02,
        feedKg: '20.000',
        feedPerBirdG: 204.1,
        targetWeightG: 84,
        targetIntakeG: 19,
        targetTempLowC: band[2]?.[0],
        targetTempHighC: band[2]?.[1],
        cumulativeCost: '9000.00',
      },
      // Weighed 200 g against 42 + 148 x 3/7 = 105 g.
      {
        ...none,
        date: '2026-09-04',
        ageDays: 3,
        deaths: 0,
        birdsAlive: 97,
        mortalityPercent: 0,
        feedKg: '0.000',
        feedPerBirdG: 0,
        averageWeightG: 200,
        targetWeightG: 105,
        targetIntakeG: 22,
        targetTempLowC: band[3]?.[0],
        targetTempHighC: band[3]?.[1],
        cumulativeCost: '9000.00',
      },
      // All 97 sold: 180 kg x 300 = 54,000.
      {
        ...none,
        date: '2026-09-05',
        ageDays: 4,
        deaths: 0,
        birdsAlive: 0,
        mortalityPercent: 0,
        feedKg: '0.000',
        feedPerBirdG: 0,
        targetWeightG: 127,
        targetIntakeG: 26,
        targetTempLowC: band[4]?.[0],
        targetTempHighC: band[4]?.[1],
        cumulativeCost: '9000.00',
        cumulativeRevenue: '54000.00',
      },
    ]);
    const summary = flockSummarySchema.parse(
      (await f.admin('GET', `/api/flocks/${flockId}/summary`)).json(),
    );
    expect(summary.money).toMatchObject({ totalCost: '9000.00', revenue: '54000.00' });
  });

  it('keeps money from staff and answers guests and unknown flocks', async () => {
    const daily = await dailyAs('staff');
    expect(daily.withMoney).toBe(false);
    expect(daily.days.every((day) => !('cumulativeCost' in day))).toBe(true);
    expect(daily.days.every((day) => !('cumulativeRevenue' in day))).toBe(true);
    expect(daily.days.map((day) => day.deaths)).toEqual([0, 2, 1, 0, 0]);
    expect((await f.guest('GET', `/api/flocks/${flockId}/daily`)).statusCode).toBe(401);
    const unknown = await f.staff('GET', '/api/flocks/00000000-0000-4000-8000-000000000000/daily');
    expect(unknown.statusCode).toBe(404);
  });
});
