import { flockSummarySchema } from '@flockbook/contracts';
import { flocks } from '@flockbook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

// Small reference flocks whose figures are worked out by hand in the comments.
let f: FarmFixture;
let flockA: string;
let flockB: string;
let layers: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  const farmId = await f.farm('Reference Farm');
  flockA = await f.flock(farmId, {
    placedOn: '2026-09-01',
    chicksPlaced: 1000,
    freeChicks: 0,
    chickPrice: '50',
  });
  flockB = await f.flock(farmId, {
    placedOn: '2026-09-05',
    chicksPlaced: 500,
    freeChicks: 0,
    chickPrice: '50',
  });
  const customer = (
    await f.admin('POST', '/api/parties', { name: 'Reference Buyer', kind: 'customer' })
  ).json<{ id: string }>().id;
  const ok = async (promise: ReturnType<FarmFixture['admin']>) => {
    const response = await promise;
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  // 2000 kg of starter for 200,000: 100 per kg.
  await ok(
    f.admin('POST', '/api/feed-purchases', {
      farmId,
      date: '2026-09-01',
      feedType: 'starter',
      bags: 40,
      pricePerBag: 5000,
    }),
  );
  await ok(f.admin('POST', '/api/deaths', { flockId: flockA, date: '2026-09-02', count: 10 }));
  await ok(f.admin('POST', '/api/deaths', { flockId: flockA, date: '2026-09-20', count: 20 }));
  await ok(
    f.admin('POST', '/api/feed-usages', {
      // Sums worked out by hand, on more feed than the plausibility rule expects.
      confirmUnusual: true,
      flockId: flockA,
      date: '2026-09-05',
      feedType: 'starter',
      quantityKg: 500,
    }),
  );
  await ok(
    f.admin('POST', '/api/feed-usages', {
      // Sums worked out by hand, on more feed than the plausibility rule expects.
      confirmUnusual: true,
      flockId: flockA,
      date: '2026-09-25',
      feedType: 'starter',
      quantityKg: 1000,
    }),
  );
  // Flock B shares the farm's feed: 300 kg of the same lot.
  await ok(
    f.admin('POST', '/api/feed-usages', {
      // Sums worked out by hand, on more feed than the plausibility rule expects.
      confirmUnusual: true,
      flockId: flockB,
      date: '2026-09-25',
      feedType: 'starter',
      quantityKg: 300,
    }),
  );
  await ok(
    f.admin('POST', '/api/weighings', {
      flockId: flockA,
      date: '2026-09-29',
      sampleSize: 50,
      averageWeightG: 1500,
    }),
  );
  await ok(
    f.admin('POST', '/api/sales', {
      flockId: flockA,
      customerId: customer,
      date: '2026-09-30',
      item: 'live birds',
      birds: 400,
      weightKg: 620,
      rate: 300,
    }),
  );
  // Farm-level diesel on 2026-09-10: flock A has 990 birds, flock B 500, the layers 100.
  await ok(
    f.admin('POST', '/api/diesel', {
      farmId,
      date: '2026-09-10',
      litres: 40,
      pricePerLitre: 250,
      purpose: 'generator',
    }),
  );
  await f.database.db
    .update(flocks)
    .set({ status: 'closed', closedOn: '2026-10-01' })
    .where(eq(flocks.id, flockA));

  layers = await f.flock(farmId, {
    type: 'layer',
    breed: 'Lohmann Brown',
    placedOn: '2026-05-01',
    chicksPlaced: 100,
    freeChicks: 0,
  });
  await ok(
    f.admin('POST', '/api/egg-collections', { flockId: layers, date: '2026-10-01', eggs: 90 }),
  );
  await ok(
    f.admin('POST', '/api/egg-collections', { flockId: layers, date: '2026-10-02', eggs: 80 }),
  );
});
afterAll(() => f.close());

const summary = async (id: string, as: 'admin' | 'staff' = 'admin') => {
  const response = await f[as]('GET', `/api/flocks/${id}/summary`);
  expect(response.statusCode, response.body).toBe(200);
  return flockSummarySchema.parse(response.json());
};

describe('flock summary', () => {
  it('works out birds, feed, FCR and EPEF from the records', async () => {
    const a = await summary(flockA);
    expect(a).toMatchObject({
      asOf: '2026-10-01',
      ageDays: 30,
      birdsPlaced: 1000,
      deaths: 30,
      birdsSold: 400,
      birdsAlive: 570,
      mortalityPercent: 3,
      livabilityPercent: 97,
      // Alive per day: 1000 (09-01), 990 x 18, 970 x 10, 570 (09-30) = 29,090 bird-days.
      birdDays: 29090,
      feedUsedKg: '1500.000',
      // 1,500,000 g / 29,090 bird-days.
      feedPerBirdDayG: 51.6,
      // (1500 - 42) g over 28 days.
      latestWeighing: { date: '2026-09-29', averageWeightG: '1500.0', ageDays: 28, adgG: 52.1 },
      kgSold: '620.000',
      // On the weighing day: 970 birds x 1.5 kg, less 1000 chicks x 0.042 kg = 1413 kg; 1500 / 1413.
      liveKgProduced: '1413.000',
      fcr: 1.062,
      fcrBasis: { date: '2026-09-29', soldOut: false },
      henDayPercent: null,
      basis: { deaths: 2, weighings: 1, feedUsages: 2, sales: 1, eggCollections: 0 },
    });
    // 97 x 1.5 / (28 x 1500/1413) x 100 = 489.5
    expect(a.epef).toBe(Math.round(((97 * 1.5) / (28 * (1500 / 1413))) * 100));
  });

  it('costs chicks, feed at the average price, and a bird-day share of farm costs', async () => {
    const { money } = await summary(flockA);
    expect(money).toEqual({
      chicks: '50000.00',
      feed: '150000.00',
      medicine: '0.00',
      direct: '0.00',
      // 10,000 of diesel x 990 / (990 + 500 + 100).
      allocated: '6226.42',
      totalCost: '206226.42',
      revenue: '186000.00',
      profit: '-20226.42',
      // 206,226.42 / 400 birds and / 620 kg.
      costPerBirdSold: '515.57',
      costPerKgSold: '332.62',
    });
    const b = await summary(flockB);
    // 300 kg at 100; 10,000 x 500 / 1590.
    expect(b.money).toMatchObject({ feed: '30000.00', allocated: '3144.65' });
  });

  it('shows staff the figures but no money', async () => {
    const forStaff = await summary(flockA, 'staff');
    expect(forStaff).not.toHaveProperty('money');
    expect(forStaff.fcr).toBe(1.062);
  });

  it('gives layers a hen-day rate and no broiler ratios', async () => {
    const layer = await summary(layers);
    // 170 eggs over 2 days of 100 hens.
    expect(layer).toMatchObject({ henDayPercent: 85, fcr: null, epef: null });
  });
});
