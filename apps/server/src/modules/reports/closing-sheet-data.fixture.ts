import type { FarmFixture } from '../../test/farm-fixture.ts';
import { confirmed } from '../../test/confirmed.ts';

/**
 * Two flocks for the closing sheet tests: one that ran its course (fed, vaccinated, weighed,
 * sold out and closed, with diesel of its own) and one still active.
 */
export async function buildClosingSheetFlocks(
  f: FarmFixture,
): Promise<{ closed: string; active: string }> {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await f.admin('POST', url, confirmed(url, payload));
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  const farmId = await f.farm('Closing Sheet Farm');
  const closed = await f.flock(farmId, {
    name: 'Batch Seven',
    house: 'House 2',
    placedOn: '2026-09-01',
    chicksPlaced: 1000,
    freeChicks: 0,
    chickPrice: '50',
  });
  const active = await f.flock(farmId, { name: 'Batch Eight', placedOn: '2026-10-01' });
  const customerId = await post('/api/parties', { name: 'Sheet Buyer', kind: 'customer' });
  await post('/api/feed-purchases', {
    farmId,
    date: '2026-09-01',
    feedType: 'starter',
    bags: 60,
    pricePerBag: 5000,
  });
  const medicineId = await post('/api/medicines', {
    farmId,
    date: '2026-09-01',
    name: 'Newcastle vaccine',
    kind: 'vaccine',
    unit: 'dose',
    quantity: 2000,
    unitPrice: '2.5',
    withdrawalDaysMeat: 5,
  });
  await post('/api/deaths', { flockId: closed, date: '2026-09-02', count: 10 });
  await post('/api/deaths', { flockId: closed, date: '2026-09-20', count: 20 });
  const feedUsed = (flockId: string, date: string, quantityKg: number) =>
    post('/api/feed-usages', { flockId, date, feedType: 'starter', quantityKg });
  await feedUsed(closed, '2026-09-05', 500);
  await feedUsed(closed, '2026-09-25', 1000);
  await feedUsed(active, '2026-10-02', 80);
  await post('/api/medicine-uses', {
    flockId: closed,
    medicineId,
    date: '2026-09-10',
    quantity: 1000,
    purpose: 'vaccination',
    method: 'water',
  });
  await post('/api/diesel', {
    farmId,
    flockId: closed,
    date: '2026-09-12',
    litres: 10,
    pricePerLitre: 250,
    purpose: 'heater',
  });
  await post('/api/weighings', {
    flockId: closed,
    date: '2026-09-29',
    sampleSize: 50,
    averageWeightG: 1500,
  });
  await post('/api/weighings', {
    flockId: active,
    date: '2026-10-15',
    sampleSize: 40,
    averageWeightG: 610,
  });
  const sale = (date: string, birds: number, weightKg: number, rate: number) =>
    post('/api/sales', {
      flockId: closed,
      customerId,
      date,
      item: 'live birds',
      birds,
      weightKg,
      rate,
    });
  await sale('2026-09-30', 400, 620, 300);
  await sale('2026-10-04', 570, 1000, 290);
  const close = await f.admin('POST', `/api/flocks/${closed}/close`, { closedOn: '2026-10-04' });
  if (close.statusCode !== 200) throw new Error(`close: ${close.body}`);
  return { closed, active };
}
