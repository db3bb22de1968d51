import { flockDailySchema, flockSummarySchema } from '@flockbook/contracts';
import { seedDemoData } from '@flockbook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: 'admin@example.com', password: 'admin' },
  });
  token = response.json<{ access_token: string }>().access_token;
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

describe('the daily series on the demo data', () => {
  it("adds up, for every flock, to the summary's birds, deaths, feed, cost and revenue", async () => {
    const flocks = (await get('/api/flocks?pageSize=100')) as { data: { id: string }[] };
    expect(flocks.data.length).toBeGreaterThan(4);
    for (const { id } of flocks.data) {
      const summary = flockSummarySchema.parse(await get(`/api/flocks/${id}/summary`));
      const daily = flockDailySchema.parse(await get(`/api/flocks/${id}/daily`));
      const last = daily.days.at(-1);
      expect(daily.days).toHaveLength(summary.ageDays + 1);
      expect(last).toMatchObject({
        date: summary.asOf,
        birdsAlive: summary.birdsAlive,
        cumulativeCost: summary.money?.totalCost,
        cumulativeRevenue: summary.money?.revenue,
      });
      expect(daily.days.reduce((sum, day) => sum + day.deaths, 0)).toBe(summary.deaths);
      const feedGrams = daily.days.reduce(
        (sum, day) => sum + Math.round(Number(day.feedKg) * 1000),
        0,
      );
      expect((feedGrams / 1000).toFixed(3)).toBe(summary.feedUsedKg);
    }
  });
});
