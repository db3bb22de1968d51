import { flockSchema, stockSchema } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let farmId: string;
let flockId: string;
let medicineId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Vet Farm');
  flockId = await f.flock(farmId, { placedOn: '2026-10-01' });
  const bought = await f.staff('POST', '/api/medicines', {
    farmId,
    date: '2026-10-01',
    name: 'Enrofloxacin 10%',
    kind: 'antibiotic',
    unit: 'ml',
    quantity: '1000',
    unitPrice: '2.50',
    expiresOn: '2027-06-30',
    withdrawalDaysMeat: 8,
    withdrawalDaysEggs: 0,
  });
  expect(bought.statusCode, bought.body).toBe(201);
  expect(bought.json()).toMatchObject({ used: '0.000', remaining: '1000.000' });
  medicineId = bought.json<{ id: string }>().id;
  const saved = await f.admin('GET', `/api/medicines/${medicineId}`);
  expect(saved.json()).toMatchObject({ total: '2500.00' });
});
afterAll(() => f.close());

const useMedicine = (payload: Record<string, unknown>) =>
  f.staff('POST', '/api/medicine-uses', {
    flockId,
    medicineId,
    purpose: 'treatment',
    method: 'water',
    ...payload,
  });

describe('medicine use', () => {
  it('sets the withdrawal end date shown with the flock', async () => {
    const response = await useMedicine({
      date: '2026-10-10',
      quantity: 400,
      administeredBy: 'Dr. Tomasz',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      medicineName: 'Enrofloxacin 10%',
      unit: 'ml',
      withdrawalMeatUntil: '2026-10-18',
      withdrawalEggsUntil: '2026-10-10',
    });
    const flock = flockSchema.parse((await f.staff('GET', `/api/flocks/${flockId}`)).json());
    expect(flock.figures).toMatchObject({
      withdrawalMeatUntil: '2026-10-18',
      withdrawalEggsUntil: null,
    });
  });

  it('is limited by what is left of the batch', async () => {
    const response = await useMedicine({ date: '2026-10-11', quantity: 700 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { quantity: 'Only 600 ml of Enrofloxacin 10% left in this batch' },
    });
    const stock = stockSchema.parse((await f.staff('GET', `/api/stock?farmId=${farmId}`)).json());
    expect(stock.medicines).toEqual([
      expect.objectContaining({
        name: 'Enrofloxacin 10%',
        purchased: '1000.000',
        used: '400.000',
        remaining: '600.000',
        expired: false,
      }),
    ]);
  });

  it("refuses another farm's batch, use before purchase, and a lower purchase than used", async () => {
    const otherFlock = await f.flock(await f.farm('Other Farm'), { placedOn: '2026-10-01' });
    const other = await f.staff('POST', '/api/medicine-uses', {
      flockId: otherFlock,
      medicineId,
      date: '2026-10-10',
      quantity: 1,
      purpose: 'treatment',
      method: 'water',
    });
    expect(other.json()).toMatchObject({
      errors: { medicineId: "Choose a medicine bought for this flock's farm" },
    });
    const early = await f.staff('POST', '/api/medicines', {
      farmId,
      date: '2026-10-20',
      name: 'ND Lasota vaccine',
      kind: 'vaccine',
      unit: 'dose',
      quantity: 12000,
      unitPrice: '0.80',
    });
    const vaccine = early.json<{ id: string }>().id;
    const before = await useMedicine({
      medicineId: vaccine,
      date: '2026-10-15',
      quantity: 100,
      purpose: 'vaccination',
      method: 'eye drop',
    });
    expect(before.json()).toMatchObject({
      errors: { date: 'ND Lasota vaccine was bought on 2026-10-20' },
    });

    const batch = (await f.staff('GET', `/api/medicines/${medicineId}`)).json<{
      version: number;
    }>();
    const lower = await f.staff('PATCH', `/api/medicines/${medicineId}`, {
      version: batch.version,
      quantity: 100,
    });
    expect(lower.json()).toMatchObject({
      errors: { quantity: '400.000 ml of this batch are already used' },
    });
    const removed = await f.admin('DELETE', `/api/medicines/${medicineId}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({
      detail: 'Enrofloxacin 10% has been used; delete its use records first.',
    });
  });
});

describe('diesel and wood', () => {
  it('total exactly, and tie to a flock only on the same farm', async () => {
    // Totals are money: an admin sees them.
    const dieselEntry = await f.admin('POST', '/api/diesel', {
      farmId,
      flockId,
      date: '2026-10-05',
      litres: '35.5',
      pricePerLitre: '279.63',
      purpose: 'generator',
    });
    expect(dieselEntry.statusCode, dieselEntry.body).toBe(201);
    expect(dieselEntry.json()).toMatchObject({ total: '9926.87', flockName: expect.any(String) });
    const farmLevel = await f.admin('POST', '/api/wood', {
      farmId,
      date: '2026-10-05',
      quantity: 2,
      unit: 'load',
      unitPrice: '18000',
      purpose: 'brooding heat',
    });
    expect(farmLevel.json()).toMatchObject({ total: '36000.00', flockId: null, flockName: null });
    const otherFarm = await f.farm('Elsewhere');
    const wrong = await f.staff('POST', '/api/wood', {
      farmId: otherFarm,
      flockId,
      date: '2026-10-05',
      quantity: 100,
      unit: 'kg',
      unitPrice: 20,
      purpose: 'litter',
    });
    expect(wrong.json()).toMatchObject({ errors: { flockId: 'This flock is on another farm' } });
    const list = await f.staff('GET', `/api/diesel?farmId=${farmId}&flockId=${flockId}`);
    expect(list.json()).toMatchObject({ total: 1 });
    expect(
      (await f.staff('DELETE', `/api/wood/${farmLevel.json<{ id: string }>().id}`)).statusCode,
    ).toBe(403);
  });
});
