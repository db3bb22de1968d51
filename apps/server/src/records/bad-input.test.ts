import { todayIso } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../test/farm-fixture.ts';
import type { FarmFixture } from '../test/farm-fixture.ts';

// Each defect here once answered 500; every answer must now be a 4xx naming the field.
let f: FarmFixture;
let farmId: string;
let flockId: string;
let supplierId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Bad Input Farm');
  flockId = await f.flock(farmId, { placedOn: '2026-10-01' });
  const supplier = await f.admin('POST', '/api/parties', { name: 'Feed Mill', kind: 'supplier' });
  supplierId = supplier.json<{ id: string }>().id;
});
afterAll(() => f.close());

type Problem = { status: number; detail?: string; errors?: Record<string, string> };
const problemOf = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as Problem;
  return { status: response.statusCode, errors: body.errors ?? {}, detail: body.detail };
};

describe('text', () => {
  it('refuses a NUL byte in a search, at the field, for staff too', async () => {
    const response = await f.staff('GET', '/api/flocks?q=%00');
    expect(problemOf(response)).toMatchObject({
      status: 400,
      errors: { q: 'Remove the control characters from this text' },
    });
  });

  it('refuses control characters and broken surrogates in the fields of a record', async () => {
    const purchase = {
      farmId,
      date: '2026-10-02',
      feedType: 'starter',
      bags: 10,
      pricePerBag: '4000',
    };
    const nul = await f.staff('POST', '/api/feed-purchases', { ...purchase, notes: 'a\u0000b' });
    expect(problemOf(nul)).toMatchObject({ status: 400, errors: { notes: expect.any(String) } });
    const broken = await f.admin('POST', '/api/farms', { name: 'Farm \ud800' });
    expect(problemOf(broken)).toMatchObject({
      status: 400,
      errors: { name: 'This text has broken characters; type it again' },
    });
    const fine = await f.staff('POST', '/api/feed-purchases', { ...purchase, notes: 'two\nlines' });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('refuses a NUL in a display name at registration, in the auth calls own shape', async () => {
    const response = await f.guest('POST', '/api/auth/register', {
      displayName: 'New\u0000User',
      email: 'new.user@example.com',
      password: 'a-long-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { displayName: expect.any(String) } });
  });
});

describe('shape', () => {
  it('refuses a body nested deeper than any request needs', async () => {
    const deep = `${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`;
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"displayName":"Deep","email":"deep@example.com","password":"long-password","x":${deep}}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { x: expect.any(String) } });
  });
});

describe('dates', () => {
  it.each(['2026-02-30', '2025-02-29', '2026-04-31', '0000-01-01'])(
    'refuses %s in list filters, the stock date and the period report',
    async (date) => {
      const list = await f.staff('GET', `/api/deaths?from=${date}`);
      expect(problemOf(list)).toMatchObject({ status: 400, errors: { from: expect.any(String) } });
      const stock = await f.staff('GET', `/api/stock?farmId=${farmId}&date=${date}`);
      expect(problemOf(stock)).toMatchObject({ status: 400, errors: { date: expect.any(String) } });
      const report = await f.admin(
        'GET',
        `/api/reports/farms/${farmId}/period?from=2026-01-01&to=${date}`,
      );
      expect(problemOf(report)).toMatchObject({ status: 400, errors: { to: expect.any(String) } });
    },
  );

  it('refuses a record dated on a day the calendar does not have', async () => {
    const response = await f.staff('POST', '/api/deaths', {
      flockId,
      date: '2025-02-29',
      count: 1,
    });
    expect(problemOf(response)).toMatchObject({
      status: 400,
      errors: { date: 'This date does not exist on the calendar' },
    });
  });

  it('refuses a flock placed before 2000, so no figure spans centuries', async () => {
    const response = await f.admin('POST', '/api/flocks', {
      farmId,
      name: 'Ancient flock',
      type: 'broiler',
      breed: 'Ross 308',
      placedOn: '0001-01-01',
      chicksPlaced: 100,
      chickPrice: '50',
    });
    expect(problemOf(response)).toMatchObject({
      status: 400,
      errors: { placedOn: 'Use a date in 2000 or later' },
    });
  });

  it('refuses a salary month before 2000', async () => {
    const response = await f.admin('GET', '/api/employee-salaries?period=0000-01');
    expect(problemOf(response)).toMatchObject({
      status: 400,
      errors: { period: expect.any(String) },
    });
  });
});

describe('numbers', () => {
  it('refuses counts, prices and areas beyond what their column holds', async () => {
    const flock = await f.admin('POST', '/api/flocks', {
      farmId,
      name: 'Huge flock',
      type: 'broiler',
      breed: 'Ross 308',
      placedOn: '2026-10-01',
      chicksPlaced: 2 ** 31,
      chickPrice: '12345678901',
    });
    expect(problemOf(flock)).toMatchObject({
      status: 400,
      errors: { chicksPlaced: 'Must be at most 10,000,000', chickPrice: expect.any(String) },
    });
    const farm = await f.admin('POST', '/api/farms', { name: 'Wide farm', areaM2: '12345678901' });
    expect(problemOf(farm)).toMatchObject({ status: 400, errors: { areaM2: expect.any(String) } });
    const page = await f.staff('GET', '/api/flocks?page=1e300');
    expect(problemOf(page)).toMatchObject({ status: 400, errors: { page: expect.any(String) } });
  });

  it('refuses an edit against a version no record can have', async () => {
    const response = await f.admin('PATCH', `/api/flocks/${flockId}`, {
      version: 2 ** 31,
      notes: 'x',
    });
    expect(problemOf(response)).toMatchObject({
      status: 400,
      errors: { version: expect.any(String) },
    });
  });

  it('refuses, at entry, a total that later sums could not hold', async () => {
    const huge = {
      farmId,
      date: '2026-10-02',
      feedType: 'grower',
      bags: 900000,
      pricePerBag: '999999.99',
    };
    const response = await f.staff('POST', '/api/feed-purchases', huge);
    expect(problemOf(response)).toMatchObject({
      status: 400,
      errors: { pricePerBag: expect.stringContaining('one record can hold at most') },
    });
  });

  it('keeps sums, ledgers and reports answering when many records are at the largest total', async () => {
    // 12 purchases of 99,999,999,000 each: their sum passes what one stored total can hold.
    const bigFarmId = await f.farm('Big Spender Farm');
    for (let index = 0; index < 12; index += 1) {
      const response = await f.admin('POST', '/api/feed-purchases', {
        farmId: bigFarmId,
        date: '2026-10-03',
        feedType: 'finisher',
        bags: 100000,
        pricePerBag: '999999.99',
        supplierId,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const dashboard = await f.admin('GET', '/api/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const ledger = await f.admin('GET', `/api/parties/${supplierId}/ledger`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    const period = `/api/reports/farms/${bigFarmId}/period?from=2026-10-01&to=${todayIso()}`;
    const report = await f.admin('GET', period);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<{ money: { feedPurchases: string } }>().money.feedPurchases).toBe(
      '1199999988000.00',
    );
    const pdf = await f.admin('GET', `${period}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
  });
});

describe('edits that would break a database rule', () => {
  let purchase: { id: string; version: number };
  let usage: { id: string; version: number };
  beforeAll(async () => {
    const bought = await f.staff('POST', '/api/feed-purchases', {
      farmId,
      date: '2026-10-04',
      feedType: 'layer',
      bags: 10,
      pricePerBag: '4000',
    });
    purchase = bought.json();
    const used = await f.staff('POST', '/api/feed-usages', {
      flockId,
      date: '2026-10-05',
      feedType: 'layer',
      quantityKg: '25',
    });
    usage = used.json();
  });

  it.each(['0', '-0', 0, -0])('refuses quantityKg %s on an edit', async (quantityKg) => {
    for (const [path, record] of [
      ['/api/feed-purchases', purchase],
      ['/api/feed-usages', usage],
    ] as const) {
      const response = await f.staff('PATCH', `${path}/${record.id}`, {
        version: record.version,
        quantityKg,
      });
      expect(problemOf(response)).toMatchObject({
        status: 400,
        errors: { quantityKg: 'Enter the bags or the kilograms' },
      });
    }
  });

  it('refuses quantityKg 1e-400 (zero once parsed) sent as raw JSON', async () => {
    const signIn = await f.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'staff@example.com', password: 'staff' },
    });
    const response = await f.app.inject({
      method: 'PATCH',
      url: `/api/feed-usages/${usage.id}`,
      headers: {
        authorization: `Bearer ${signIn.json<{ access_token: string }>().access_token}`,
        'content-type': 'application/json',
      },
      payload: `{"version":${usage.version},"quantityKg":1e-400}`,
    });
    expect(problemOf(response)).toMatchObject({
      status: 400,
      errors: { quantityKg: 'Enter the bags or the kilograms' },
    });
  });

  it('refuses bags that come to less than a gram', async () => {
    const response = await f.staff('PATCH', `/api/feed-usages/${usage.id}`, {
      version: usage.version,
      bags: '0.001',
      bagWeightKg: '0.001',
    });
    expect(problemOf(response)).toMatchObject({
      status: 400,
      errors: { bags: expect.any(String) },
    });
  });

  it('answers 409 for deleting a party still named as a feed supplier', async () => {
    const party = await f.admin('POST', '/api/parties', { name: 'Used Mill', kind: 'supplier' });
    const partyId = party.json<{ id: string }>().id;
    const bought = await f.admin('POST', '/api/feed-purchases', {
      farmId,
      date: '2026-10-04',
      feedType: 'starter',
      bags: 1,
      pricePerBag: '10',
      supplierId: partyId,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const response = await f.admin('DELETE', `/api/parties/${partyId}`);
    expect(response.statusCode, response.body).toBe(409);
    expect(problemOf(response).detail).toMatch(/still used/);
  });
});

describe('ids', () => {
  it('takes an upper-case id and keeps it lower-case in the audit log', async () => {
    const death = await f.staff('POST', '/api/deaths', { flockId, date: '2026-10-06', count: 1 });
    const id = death.json<{ id: string }>().id;
    const read = await f.staff('GET', `/api/deaths/${id.toUpperCase()}`);
    expect(read.statusCode, read.body).toBe(200);
    const removed = await f.admin('DELETE', `/api/deaths/${id.toUpperCase()}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const audit = await f.admin('GET', `/api/audit?entityId=${id.toUpperCase()}`);
    const entries = audit.json<{ entityId: string; action: string }[]>();
    expect(entries.map((entry) => [entry.action, entry.entityId])).toContainEqual(['delete', id]);
  });
});
