import { flocks } from '@flockbook/db';
import { eq } from 'drizzle-orm';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { confirmed } from '../../test/confirmed.ts';

/**
 * A small farm for the period report tests, with records inside October 2026 and outside it,
 * and on another farm; farm-period.test.ts works its October out by hand. Answers its id.
 */
export async function buildPeriodFarm(f: FarmFixture): Promise<string> {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await f.admin('POST', url, confirmed(url, payload));
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  const farmId = await f.farm('Period Farm');
  const otherFarm = await f.farm('Other Farm');
  const flock = (farm: string, name: string, placedOn: string, chicks: number, extra = {}) =>
    f.flock(farm, { name, placedOn, chicksPlaced: chicks, freeChicks: 0, ...extra });
  const layers = await flock(farmId, 'Layers One', '2026-06-01', 100, {
    type: 'layer',
    breed: 'Lohmann Brown',
    chickPrice: '0',
  });
  const x = await flock(farmId, 'Broiler X', '2026-09-10', 1000, {
    freeChicks: 20,
    chickPrice: '50',
  });
  const y = await flock(farmId, 'Broiler Y', '2026-10-15', 500, {
    freeChicks: 10,
    chickPrice: '60',
  });
  // Closed before October, and placed after it: neither is in October's report.
  const done = await flock(farmId, 'Broiler Done', '2026-08-01', 200);
  await f.database.db
    .update(flocks)
    .set({ status: 'closed', closedOn: '2026-09-30' })
    .where(eq(flocks.id, done));
  await flock(farmId, 'Broiler Later', '2026-11-05', 300);
  const elsewhere = await flock(otherFarm, 'Elsewhere', '2026-09-01', 1000);

  const customer = await post('/api/parties', { name: 'Period Buyer', kind: 'customer' });
  const medicine = (farm: string, date: string, quantity: number, unitPrice: number) =>
    post('/api/medicines', {
      farmId: farm,
      date,
      name: 'Vitamin mix',
      kind: 'vitamin',
      unit: 'g',
      quantity,
      unitPrice,
    });
  const vitamins = await medicine(farmId, '2026-09-01', 10, 100);
  await medicine(farmId, '2026-10-02', 10, 150);
  const feedBought = (farm: string, date: string, bags: number, pricePerBag: number) =>
    post('/api/feed-purchases', { farmId: farm, date, feedType: 'starter', bags, pricePerBag });
  await feedBought(farmId, '2026-09-05', 40, 5000);
  await feedBought(farmId, '2026-10-01', 20, 4800);
  await feedBought(otherFarm, '2026-10-01', 10, 4000);
  const deaths = (flockId: string, date: string, count: number) =>
    post('/api/deaths', { flockId, date, count });
  await deaths(x, '2026-09-20', 5);
  await deaths(x, '2026-10-03', 10);
  await deaths(x, '2026-10-20', 4);
  await deaths(y, '2026-10-16', 3);
  await deaths(elsewhere, '2026-10-05', 7);
  const feedUsed = (flockId: string, date: string, quantityKg: number) =>
    post('/api/feed-usages', { flockId, date, feedType: 'starter', quantityKg });
  await feedUsed(x, '2026-09-15', 200);
  await feedUsed(x, '2026-10-10', 400);
  await feedUsed(y, '2026-10-20', 100);
  const medicineUsed = (date: string) =>
    post('/api/medicine-uses', {
      flockId: x,
      medicineId: vitamins,
      date,
      quantity: 1,
      purpose: 'prevention',
      method: 'water',
    });
  await medicineUsed('2026-09-12');
  await medicineUsed('2026-10-05');
  for (const [date, eggs] of [
    ['2026-09-30', 85],
    ['2026-10-01', 90],
    ['2026-10-02', 80],
  ] as const)
    await post('/api/egg-collections', { flockId: layers, date, eggs });
  await post('/api/sales', {
    flockId: x,
    customerId: customer,
    date: '2026-10-25',
    item: 'live birds',
    birds: 300,
    weightKg: 600,
    rate: 300,
  });

  const diesel = (date: string, litres: number, pricePerLitre: number, flockId: string | null) =>
    post('/api/diesel', { farmId, flockId, date, litres, pricePerLitre, purpose: 'generator' });
  await diesel('2026-09-28', 20, 250, null);
  await diesel('2026-10-08', 40, 250, null);
  await diesel('2026-10-09', 10, 260, x);
  await post('/api/wood', {
    farmId,
    date: '2026-10-12',
    quantity: 2,
    unit: 'load',
    unitPrice: 3000,
    purpose: 'brooding heat',
  });
  await post('/api/mess', {
    farmId,
    date: '2026-10-14',
    description: 'Rice and lentils',
    amount: '4500.50',
  });
  for (const [date, amount] of [
    ['2026-10-30', 1200],
    ['2026-11-01', 999],
  ] as const)
    await post('/api/miscellaneous-expenses', { farmId, date, category: 'electricity', amount });
  const employeeId = await post('/api/employees', {
    farmId,
    name: 'Yusuf Kaya',
    monthlySalary: 30000,
    joinedOn: '2026-01-01',
  });
  const salary = (period: string, basic: number, bonus: number, deduction: number) =>
    post('/api/employee-salaries', {
      employeeId,
      period,
      basic,
      bonus,
      deduction,
      paidOn: '2026-11-01',
      method: 'cash',
    });
  await salary('2026-09', 30000, 0, 0);
  await salary('2026-10', 30000, 2000, 500);
  const cash = (farm: string, date: string, direction: 'in' | 'out', amount: number) =>
    post('/api/amounts', {
      farmId: farm,
      date,
      direction,
      category: direction === 'in' ? 'payment received' : 'payment made',
      method: 'cash',
      amount,
    });
  await cash(farmId, '2026-09-30', 'in', 10000);
  await cash(farmId, '2026-10-26', 'in', 150000);
  await cash(farmId, '2026-10-27', 'out', 50000);
  await cash(otherFarm, '2026-10-27', 'out', 7000);
  return farmId;
}
