import { flockSchema, partyLedgerEntrySchema, partySchema, saleSchema } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let farmId: string;
let flockId: string;
let customerId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Sale Farm');
  flockId = await f.flock(farmId, { placedOn: '2026-09-01', chicksPlaced: 1000, freeChicks: 0 });
  await f.staff('POST', '/api/deaths', { flockId, date: '2026-09-05', count: 40 });
  const party = await f.admin('POST', '/api/parties', {
    name: 'Al-Noor Traders',
    kind: 'customer',
    phone: '0300',
  });
  expect(party.statusCode, party.body).toBe(201);
  customerId = party.json<{ id: string }>().id;
});
afterAll(() => f.close());

const sell = (payload: Record<string, unknown>) =>
  f.admin('POST', '/api/sales', {
    flockId,
    customerId,
    item: 'live birds',
    rate: '310.50',
    ...payload,
  });
const flock = async () =>
  flockSchema.parse((await f.admin('GET', `/api/flocks/${flockId}`)).json());
const party = async () =>
  partySchema.parse((await f.admin('GET', `/api/parties/${customerId}`)).json());

describe('sales', () => {
  it('takes birds out of the flock and totals weight times rate exactly', async () => {
    const response = await sell({
      date: '2026-10-10',
      birds: 500,
      weightKg: '1250.5',
      invoiceNo: 'S-1',
      vehicleNo: 'LEA-1234',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(saleSchema.parse(response.json())).toMatchObject({
      customerName: 'Al-Noor Traders',
      total: '388280.25',
      received: '0.00',
      balance: '388280.25',
    });
    expect((await flock()).figures).toMatchObject({ birdsSold: 500, birdsAlive: 460, deaths: 40 });
  });

  it('refuses more birds than are alive on the sale date', async () => {
    const response = await sell({ date: '2026-10-11', birds: 461, weightKg: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { birds: 'Only 460 birds are alive on 2026-10-11' },
    });
    const noBirds = await sell({ date: '2026-10-11', birds: 0, weightKg: 10 });
    expect(noBirds.json()).toMatchObject({ errors: { birds: 'Enter the number of birds sold' } });
  });

  it('records part payments: the sale and customer balances fall', async () => {
    const sale = saleSchema.parse(
      (await sell({ date: '2026-10-12', birds: 100, weightKg: 250, receivedNow: '20000' })).json(),
    );
    expect(sale).toMatchObject({ total: '77625.00', received: '20000.00', balance: '57625.00' });
    const payment = await f.admin('POST', '/api/amounts', {
      date: '2026-10-15',
      direction: 'in',
      saleId: sale.id,
      category: 'payment received',
      method: 'bank',
      amount: '50000',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    expect(payment.json()).toMatchObject({
      partyId: customerId,
      partyName: 'Al-Noor Traders',
      saleInvoiceNo: '',
    });
    const after = saleSchema.parse((await f.admin('GET', `/api/sales/${sale.id}`)).json());
    expect(after).toMatchObject({ received: '70000.00', balance: '7625.00' });

    const over = await f.admin('POST', '/api/amounts', {
      date: '2026-10-16',
      direction: 'in',
      saleId: sale.id,
      category: 'payment received',
      method: 'cash',
      amount: '8000',
    });
    expect(over.json()).toMatchObject({
      errors: { amount: 'Only 7625.00 is still owed on this sale' },
    });

    // 388280.25 + 77625.00 owed, 70000 paid.
    expect((await party()).balance).toBe('395905.25');
    const ledger = z
      .array(partyLedgerEntrySchema)
      .parse((await f.admin('GET', `/api/parties/${customerId}/ledger`)).json());
    expect(ledger.map((entry) => [entry.kind, entry.balance])).toEqual([
      ['opening', '0.00'],
      ['sale', '388280.25'],
      ['sale', '465905.25'],
      ['payment received', '445905.25'],
      ['payment received', '395905.25'],
    ]);
    // Dates never run backwards: the opening balance is dated no later than the first sale.
    const dates = ledger.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort());
    const cash = (await f.admin('GET', '/api/amounts/cash-in-hand')).json<
      { method: string; balance: string }[]
    >();
    expect(cash).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'cash', balance: '20000.00' }),
        expect.objectContaining({ method: 'bank', balance: '50000.00' }),
      ]),
    );
  });

  it('refuses live birds in a withdrawal period unless an admin gives a reason, kept in the audit log', async () => {
    const bought = await f.staff('POST', '/api/medicines', {
      farmId,
      date: '2026-10-01',
      name: 'Tylosin',
      kind: 'antibiotic',
      unit: 'g',
      quantity: 500,
      unitPrice: 3,
      withdrawalDaysMeat: 5,
    });
    await f.staff('POST', '/api/medicine-uses', {
      flockId,
      medicineId: bought.json<{ id: string }>().id,
      date: '2026-10-18',
      quantity: 50,
      purpose: 'treatment',
      method: 'water',
    });
    const refused = await sell({ date: '2026-10-20', birds: 10, weightKg: 25 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: {
        withdrawalOverride: 'In withdrawal until 2026-10-23: give a reason to sell anyway',
      },
    });
    const allowed = await sell({
      date: '2026-10-20',
      birds: 10,
      weightKg: 25,
      withdrawalOverride: 'Vet cleared: lab test negative',
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    const id = allowed.json<{ id: string }>().id;
    const audit = (await f.admin('GET', `/api/audit?entity=sale&entityId=${id}`)).json<
      { reason: string }[]
    >();
    expect(audit[0]?.reason).toBe(
      'Sold during medicine withdrawal: Vet cleared: lab test negative',
    );
    const eggs = await sell({
      date: '2026-10-20',
      item: 'manure',
      quantity: 20,
      rateUnit: 'unit',
      rate: 150,
    });
    expect(eggs.statusCode).toBe(201);
  });
});

describe('money areas are for admins only', () => {
  it.each([
    '/api/sales',
    '/api/amounts',
    '/api/parties',
    '/api/mess',
    '/api/miscellaneous-expenses',
    '/api/employees',
    '/api/employee-salaries',
    '/api/amounts/cash-in-hand',
    '/api/employee-salaries/month?period=2026-10',
  ])('staff get 403 on %s', async (url) => {
    const response = await f.staff('GET', url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: 'This needs the admin role.' });
    if (!url.includes('cash-in-hand') && !url.includes('month')) {
      expect((await f.staff('POST', url, {})).statusCode).toBe(403);
    }
  });
});
