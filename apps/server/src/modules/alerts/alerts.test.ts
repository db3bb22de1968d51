import { alertSchema, todayIso } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

const daysAgo = (days: number) => {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

let f: FarmFixture;
let flockId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  const farmId = await f.farm('Alert Farm');
  flockId = await f.flock(farmId, {
    placedOn: daysAgo(10),
    chicksPlaced: 1000,
    freeChicks: 0,
    breed: 'Ross 308',
  });
  const ok = async (response: Awaited<ReturnType<FarmFixture['staff']>>) =>
    expect(response.statusCode, response.body).toBe(201);
  // 6 of 1000 yesterday (0.6 %), 6 of 994 today (0.6 %): both at or above 0.5 %.
  await ok(await f.staff('POST', '/api/deaths', { flockId, date: daysAgo(1), count: 6 }));
  await ok(await f.staff('POST', '/api/deaths', { flockId, date: daysAgo(0), count: 6 }));
  // Ross 308 at 7 days should weigh 190 g; 150 g is 79 %.
  await ok(
    await f.staff('POST', '/api/weighings', {
      flockId,
      date: daysAgo(3),
      sampleSize: 30,
      averageWeightG: 150,
    }),
  );
  // 200 kg bought, 25 kg a day for 7 days: 25 kg left, one day of feed.
  await ok(
    await f.staff('POST', '/api/feed-purchases', {
      farmId,
      date: daysAgo(9),
      feedType: 'starter',
      quantityKg: 200,
      pricePerBag: 5000,
    }),
  );
  for (let day = 7; day >= 1; day -= 1) {
    await ok(
      await f.staff('POST', '/api/feed-usages', {
        flockId,
        date: daysAgo(day),
        feedType: 'starter',
        quantityKg: 25,
      }),
    );
  }
  await ok(
    await f.staff('POST', '/api/medicines', {
      farmId,
      date: daysAgo(9),
      name: 'IBD vaccine',
      kind: 'vaccine',
      unit: 'dose',
      quantity: 1000,
      unitPrice: 1,
      expiresOn: daysAgo(-10),
    }),
  );
});
afterAll(() => f.close());

describe('GET /api/alerts', () => {
  it('raises mortality, weight, feed and expiry alerts from the records', async () => {
    const response = await f.staff('GET', '/api/alerts');
    expect(response.statusCode).toBe(200);
    const alerts = z.array(alertSchema).parse(response.json());
    expect(alerts.map((alert) => alert.kind).sort()).toEqual([
      'feed',
      'medicine-expiry',
      'mortality',
      'weight',
    ]);
    expect(alerts.find((alert) => alert.kind === 'mortality')).toMatchObject({
      message: 'Mortality 0.60 % and 0.60 % on the last two days (alert at 0.5 %)',
      facts: { dailyPercents: [0.6, 0.6], thresholdPercent: 0.5 },
    });
    const weight = alerts.find((alert) => alert.kind === 'weight');
    expect(weight?.message).toContain('79 % of the Ross 308 target 190 g');
    expect(weight?.facts).toMatchObject({ breed: 'Ross 308', targetG: 190, percentOfTarget: 79 });
    const feed = alerts.find((alert) => alert.kind === 'feed');
    expect(feed).toMatchObject({ severity: 'warning', farmName: 'Alert Farm' });
    // Screens write the sentence from the figures, in the user's language.
    expect(feed?.kind === 'feed' && feed.facts.daysLeft).toBeGreaterThan(0);
    expect(feed?.message).toContain(`lasts ${feed?.kind === 'feed' ? feed.facts.daysLeft : ''} `);
  });

  it('follows the thresholds an admin sets', async () => {
    await f.admin('PATCH', '/api/settings', {
      mortalityAlertPercent: 1,
      feedAlertDays: 1,
      weightAlertPercent: 70,
    });
    const alerts = z.array(alertSchema).parse((await f.staff('GET', '/api/alerts')).json());
    expect(alerts.map((alert) => alert.kind)).toEqual(['medicine-expiry']);
    expect((await f.guest('GET', '/api/alerts')).statusCode).toBe(401);
  });
});
