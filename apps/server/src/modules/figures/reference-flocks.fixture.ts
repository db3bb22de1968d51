import { flockDailySchema, flockSummarySchema, todayIso } from '@flockbook/contracts';
import type { FlockDaily, FlockSummary } from '@flockbook/contracts';
import { expect } from 'vitest';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { confirmed } from '../../test/confirmed.ts';

/**
 * Support for the reference-flock tests: small flocks set up through the API whose every
 * figure is worked out by hand in the tests' comments.
 */

/** The date `days` days before today (negative: after). */
export function daysAgo(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Records, as admin, one by one; each must be created. Answers their ids. */
export async function record(f: FarmFixture, entries: Entry[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [url, body] of entries) {
    const response = await f.admin('POST', url, confirmed(url, body));
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    ids.push(response.json<{ id: string }>().id);
  }
  return ids;
}

type Entry = [url: string, body: Record<string, unknown>];

/** Short ways to write a flock's records, in the words of the farm. */
export function entriesFor(farmId: string, flockId: string) {
  const flock = (url: string, body: Record<string, unknown>): Entry => [url, { flockId, ...body }];
  const farm = (url: string, body: Record<string, unknown>, ofFlock = false): Entry => [
    url,
    { farmId, ...(ofFlock ? { flockId } : {}), ...body },
  ];
  return {
    death: (date: string, count: number) => flock('/api/deaths', { date, count }),
    weighing: (date: string, averageWeightG: number) =>
      flock('/api/weighings', { date, sampleSize: 50, averageWeightG }),
    eggs: (date: string, eggs: number) => flock('/api/egg-collections', { date, eggs }),
    feedPurchase: (date: string, feedType: string, bags: number, pricePerBag: number) =>
      farm('/api/feed-purchases', { date, feedType, bags, pricePerBag }),
    feedUse: (date: string, feedType: string, quantityKg: number) =>
      flock('/api/feed-usages', { date, feedType, quantityKg }),
    /** A medicine bought: `lot` gives its name, kind, unit, quantity, unitPrice, withdrawal days. */
    medicine: (date: string, lot: Record<string, unknown>) =>
      farm('/api/medicines', { date, ...lot }),
    medicineUse: (date: string, medicineId: string, quantity: number) =>
      flock('/api/medicine-uses', {
        date,
        medicineId,
        quantity,
        purpose: 'treatment',
        method: 'water',
      }),
    sale: (date: string, customerId: string, item: string, sold: Record<string, unknown>) =>
      flock('/api/sales', { date, customerId, item, ...sold }),
    /** Diesel for the flock (`ofFlock`) or for the farm. */
    diesel: (date: string, litres: number, pricePerLitre: number, ofFlock = false) =>
      farm('/api/diesel', { date, litres, pricePerLitre, purpose: 'generator' }, ofFlock),
    wood: (date: string, quantity: number, unitPrice: number, ofFlock = false) =>
      farm(
        '/api/wood',
        { date, quantity, unit: 'load', unitPrice, purpose: 'brooding heat' },
        ofFlock,
      ),
    expense: (date: string, category: string, amount: number, ofFlock = false) =>
      farm('/api/miscellaneous-expenses', { date, category, amount }, ofFlock),
    mess: (date: string, amount: number) =>
      farm('/api/mess', { date, description: 'Staff food', amount }),
  };
}

export async function customer(f: FarmFixture, name: string): Promise<string> {
  const [id] = await record(f, [['/api/parties', { name, kind: 'customer' }]]);
  return id ?? '';
}

export async function summaryOf(f: FarmFixture, flockId: string): Promise<FlockSummary> {
  const response = await f.admin('GET', `/api/flocks/${flockId}/summary`);
  expect(response.statusCode, response.body).toBe(200);
  return flockSummarySchema.parse(response.json());
}

export async function dailyOf(f: FarmFixture, flockId: string): Promise<FlockDaily> {
  const response = await f.admin('GET', `/api/flocks/${flockId}/daily`);
  expect(response.statusCode, response.body).toBe(200);
  return flockDailySchema.parse(response.json());
}

export async function close(f: FarmFixture, flockId: string, closedOn: string) {
  const response = await f.admin('POST', `/api/flocks/${flockId}/close`, { closedOn });
  expect(response.statusCode, response.body).toBe(200);
  return flockSummarySchema.parse(response.json());
}

/** The daily series ends on the summary: birds, deaths, feed, cost and revenue. */
export async function expectDailyEndsOnSummary(f: FarmFixture, flockId: string) {
  const [summary, daily] = await Promise.all([summaryOf(f, flockId), dailyOf(f, flockId)]);
  expect(daily.days).toHaveLength(summary.ageDays + 1);
  expect(daily.days.at(-1)).toMatchObject({
    date: summary.asOf,
    birdsAlive: summary.birdsAlive,
    cumulativeCost: summary.money?.totalCost,
    cumulativeRevenue: summary.money?.revenue,
  });
  expect(daily.days.reduce((sum, day) => sum + day.deaths, 0)).toBe(summary.deaths);
  const grams = daily.days.reduce((sum, day) => sum + Math.round(Number(day.feedKg) * 1000), 0);
  expect((grams / 1000).toFixed(3)).toBe(summary.feedUsedKg);
  return daily;
}
