import { stockSchema } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let farmId: string;
let flockId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Stock Farm');
  flockId = await f.flock(farmId, { placedOn: '2026-10-01' });
});
afterAll(() => f.close());

const buy = (payload: Record<string, unknown>) =>
  f.staff('POST', '/api/feed-purchases', {
    farmId,
    feedType: 'starter',
    pricePerBag: '4500',
    ...payload,
  });
const use = (payload: Record<string, unknown>) =>
  f.staff('POST', '/api/feed-usages', {
    flockId,
    feedType: 'starter',
    // The stock rules are tried on amounts the plausibility rule would ask about: confirmed.
    confirmUnusual: true,
    ...payload,
  });
/** The saved purchase as an admin sees it (staff answers carry no money). */
const savedAs = async (response: { json<T>(): T }) =>
  (await f.admin('GET', `/api/feed-purchases/${response.json<{ id: string }>().id}`)).json();
const stockOf = async (date?: string) =>
  stockSchema.parse(
    (await f.staff('GET', `/api/stock?farmId=${farmId}${date ? `&date=${date}` : ''}`)).json(),
  );

describe('feed purchases', () => {
  it('converts bags to kilograms and totals exactly', async () => {
    const response = await buy({ date: '2026-10-01', bags: 40, pricePerBag: '4512.35' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await savedAs(response)).toMatchObject({
      bags: '40.000',
      bagWeightKg: '50.000',
      quantityKg: '2000.000',
      total: '180494.00',
    });
  });

  it('accepts kilograms and a custom bag weight', async () => {
    const kilos = await buy({
      date: '2026-10-02',
      quantityKg: '125.5',
      bagWeightKg: 25,
      pricePerBag: 2000,
    });
    expect(await savedAs(kilos)).toMatchObject({
      quantityKg: '125.500',
      bags: '5.020',
      total: '10040.00',
    });
    const none = await buy({ date: '2026-10-02', pricePerBag: 2000 });
    expect(none.json()).toMatchObject({ errors: { bags: 'Enter the bags or the kilograms' } });
  });
});

describe('feed usage and stock', () => {
  it('lowers the stock and refuses usage beyond it, naming what is available', async () => {
    expect((await use({ date: '2026-10-03', bags: 10 })).statusCode).toBe(201);
    const stock = await stockOf('2026-10-03');
    expect(stock.feed).toEqual([
      expect.objectContaining({
        feedType: 'starter',
        purchasedKg: '2125.500',
        usedKg: '500.000',
        stockKg: '1625.500',
      }),
    ]);
    const tooMuch = await use({ date: '2026-10-04', quantityKg: 1700 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      errors: {
        quantityKg: 'Only 1625.500 kg of starter feed in stock at Stock Farm for 2026-10-04',
      },
    });
    const otherType = await use({ date: '2026-10-04', feedType: 'grower', bags: 1 });
    expect(otherType.json()).toMatchObject({
      errors: { quantityKg: expect.stringContaining('Only 0.000 kg of grower') },
    });
  });

  it('refuses usage dated before the feed arrived', async () => {
    const flock2 = await f.flock(farmId, { placedOn: '2026-09-01' });
    const early = await f.staff('POST', '/api/feed-usages', {
      confirmUnusual: true,
      flockId: flock2,
      date: '2026-09-20',
      feedType: 'starter',
      bags: 1,
    });
    expect(early.json()).toMatchObject({
      errors: { bags: expect.stringContaining('Only 0.000 kg') },
    });
  });

  it('refuses lowering a purchase below what was already used', async () => {
    const list = (await f.admin('GET', `/api/feed-purchases?farmId=${farmId}&sort=date:asc`)).json<{
      data: { id: string; version: number }[];
    }>();
    const first = list.data[0]!;
    const response = await f.staff('PATCH', `/api/feed-purchases/${first.id}`, {
      version: first.version,
      bags: 5,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: 'Feed already used' });
    expect((await f.admin('DELETE', `/api/feed-purchases/${first.id}`)).statusCode).toBe(409);
  });

  it('lets parallel usage take the stock to zero and no further, losing none', async () => {
    const farm = await f.farm('Race Farm');
    const flock = await f.flock(farm, { placedOn: '2026-10-01' });
    await f.staff('POST', '/api/feed-purchases', {
      farmId: farm,
      date: '2026-10-01',
      feedType: 'grower',
      bags: 10,
      pricePerBag: 4000,
    });
    const responses = await Promise.all(
      Array.from({ length: 14 }, () =>
        f.staff('POST', '/api/feed-usages', {
          confirmUnusual: true,
          flockId: flock,
          date: '2026-10-02',
          feedType: 'grower',
          bags: 1,
        }),
      ),
    );
    const saved = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(saved).toHaveLength(10);
    expect(refused).toHaveLength(4);
    const stock = stockSchema.parse((await f.staff('GET', `/api/stock?farmId=${farm}`)).json());
    expect(stock.feed).toEqual([
      expect.objectContaining({ feedType: 'grower', stockKg: '0.000', usedKg: '500.000' }),
    ]);
  });

  it('tells the days of feed left at the last 7 days of use', async () => {
    const farm = await f.farm('Rate Farm');
    const flock = await f.flock(farm, { placedOn: '2026-10-01' });
    await f.staff('POST', '/api/feed-purchases', {
      farmId: farm,
      date: '2026-10-01',
      feedType: 'finisher',
      quantityKg: 1000,
      pricePerBag: 4000,
    });
    for (let day = 2; day <= 8; day += 1) {
      await f.staff('POST', '/api/feed-usages', {
        confirmUnusual: true,
        flockId: flock,
        date: `2026-10-0${day}`,
        feedType: 'finisher',
        quantityKg: 70,
      });
    }
    const stock = stockSchema.parse(
      (await f.staff('GET', `/api/stock?farmId=${farm}&date=2026-10-08`)).json(),
    );
    expect(stock.feed[0]).toMatchObject({
      stockKg: '510.000',
      usedLast7DaysKg: '490.000',
      daysLeft: 7.2,
    });
  });

  it('allows negative stock when the installation setting says so (admin only)', async () => {
    expect(
      (await f.staff('PATCH', '/api/settings', { allowNegativeFeedStock: true })).statusCode,
    ).toBe(403);
    const saved = await f.admin('PATCH', '/api/settings', { allowNegativeFeedStock: true });
    expect(saved.json()).toMatchObject({ allowNegativeFeedStock: true, currency: 'PKR' });
    expect((await use({ date: '2026-10-05', feedType: 'layer', bags: 1 })).statusCode).toBe(201);
    await f.admin('PATCH', '/api/settings', { allowNegativeFeedStock: false });
    expect((await use({ date: '2026-10-05', feedType: 'layer', bags: 1 })).statusCode).toBe(400);
  });
});
