import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let flockId: string;
let customerId: string;
let closedFarmId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  const farmId = await f.farm();
  closedFarmId = farmId;
  flockId = await f.flock(farmId, { placedOn: '2026-09-01', chicksPlaced: 100, freeChicks: 0 });
  const bought = await f.staff('POST', '/api/feed-purchases', {
    farmId,
    date: '2026-09-01',
    feedType: 'grower',
    bags: 10,
    pricePerBag: 5000,
  });
  const used = await f.staff('POST', '/api/feed-usages', {
    flockId,
    date: '2026-09-20',
    feedType: 'grower',
    quantityKg: 400,
    // The flock's feed, hand-worked, on more than the rule expects of a day.
    confirmUnusual: true,
  });
  expect([bought.statusCode, used.statusCode], used.body).toEqual([201, 201]);
  customerId = (
    await f.admin('POST', '/api/parties', { name: 'Closing Buyer', kind: 'customer' })
  ).json<{ id: string }>().id;
  await f.staff('POST', '/api/deaths', { flockId, date: '2026-09-03', count: 4 });
});
afterAll(() => f.close());

const close = (closedOn: string) => f.admin('POST', `/api/flocks/${flockId}/close`, { closedOn });

describe('closing a flock', () => {
  it('needs no birds alive and a final weighing', async () => {
    const alive = await close('2026-10-10');
    expect(alive.statusCode).toBe(400);
    expect(alive.json()).toMatchObject({ errors: { closedOn: '96 birds are still alive' } });
    await f.admin('POST', '/api/sales', {
      flockId,
      customerId,
      date: '2026-10-09',
      item: 'live birds',
      birds: 96,
      weightKg: 240,
      rate: 310,
    });
    expect((await close('2026-10-10')).json()).toMatchObject({
      errors: { closedOn: 'Record a final weighing before closing' },
    });
    expect((await f.staff('POST', `/api/flocks/${flockId}/close`, {})).statusCode).toBe(403);
  });

  it('produces the closing sheet and makes the records read-only', async () => {
    await f.staff('POST', '/api/weighings', {
      flockId,
      date: '2026-10-08',
      sampleSize: 20,
      averageWeightG: 2450,
    });
    // Any record of the flock dated after the closing day stands in the way, not only birds.
    const diesel = await f.admin('POST', '/api/diesel', {
      farmId: closedFarmId,
      flockId,
      date: '2026-10-11',
      litres: 10,
      pricePerLitre: 250,
      purpose: 'generator',
    });
    expect(diesel.statusCode, diesel.body).toBe(201);
    expect((await close('2026-10-10')).json()).toMatchObject({
      errors: { closedOn: 'Records exist after this day' },
    });
    const dieselId = diesel.json<{ id: string }>().id;
    expect((await f.admin('DELETE', `/api/diesel/${dieselId}`)).statusCode).toBe(204);
    const closed = await close('2026-10-10');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      asOf: '2026-10-10',
      birdsAlive: 0,
      birdsSold: 96,
      // Sold out: 400 kg of feed / (240 kg sold - 100 chicks x 0.042 kg).
      fcr: 1.696,
      fcrBasis: { date: '2026-10-10', soldOut: true },
      money: { revenue: '74400.00' },
    });
    const late = await f.staff('POST', '/api/deaths', { flockId, date: '2026-10-05', count: 1 });
    expect(late.statusCode).toBe(409);
  });

  it('reopens with a reason kept in the audit log', async () => {
    expect(
      (await f.admin('POST', `/api/flocks/${flockId}/reopen`, { reason: '' })).statusCode,
    ).toBe(400);
    const reopened = await f.admin('POST', `/api/flocks/${flockId}/reopen`, {
      reason: 'Late invoice to correct',
    });
    expect(reopened.json()).toMatchObject({ status: 'active', closedOn: null });
    const audit = (await f.admin('GET', `/api/audit?entity=flock&entityId=${flockId}`)).json<
      { action: string; reason: string | null }[]
    >();
    expect(audit.slice(0, 2).map((entry) => [entry.action, entry.reason])).toEqual([
      ['reopen', 'Late invoice to correct'],
      ['close', null],
    ]);
  });
});
