import type { FarmFixture } from '../../test/farm-fixture.ts';
import { customer, daysAgo, entriesFor, record } from './reference-flocks.fixture.ts';

/**
 * Reference flock 1: a broiler flock alone on its farm, placed 35 days ago (age 35 today),
 * that sells part of its birds mid-life; the tests sell the rest on day 34 and close it.
 */
export const day = (age: number): string => daysAgo(35 - age);

export async function placeReferenceBroiler(f: FarmFixture) {
  const farmId = await f.farm('Reference Broiler Farm');
  // 1,000 chicks at 50 and 20 free ones: 1,020 birds placed, chicks cost 50,000.
  const flockId = await f.flock(farmId, {
    placedOn: day(0),
    chicksPlaced: 1000,
    freeChicks: 20,
    chickPrice: '50',
  });
  const buyer = await customer(f, 'Reference Broiler Buyer');
  const r = entriesFor(farmId, flockId);
  // Bought, not cost: only what the flock uses is its cost.
  const [vaccine = '', antibiotic = ''] = await record(f, [
    r.medicine(day(0), {
      name: 'ND vaccine',
      kind: 'vaccine',
      unit: 'dose',
      quantity: 1100,
      unitPrice: 1.5,
    }),
    r.medicine(day(0), {
      name: 'Enrofloxacin',
      kind: 'antibiotic',
      unit: 'ml',
      quantity: 500,
      unitPrice: 4,
      withdrawalDaysMeat: 7,
    }),
  ]);
  await record(f, [
    // Starter: 60 bags x 50 kg = 3,000 kg for 300,000 (100 per kg); grower: 2,000 kg for
    // 220,000 (110 per kg).
    r.feedPurchase(day(0), 'starter', 60, 5000),
    r.feedPurchase(day(14), 'grower', 40, 5500),
    // Direct costs: wood 2 loads x 3,000, litter 4,500, diesel 10 l x 260: 13,100.
    r.wood(day(0), 2, 3000, true),
    r.expense(day(1), 'litter', 4500, true),
    r.diesel(day(5), 10, 260, true),
    // Farm costs, all this flock's as it is the farm's only flock: 5,000 + 1,200 + 3,300 = 9,500.
    r.diesel(day(8), 20, 250),
    r.mess(day(9), 1200),
    r.expense(day(11), 'electricity', 3300),
    r.death(day(2), 15),
    r.feedUse(day(3), 'starter', 800),
    // 1,020 doses x 1.50 = 1,530; 250 ml x 4 = 1,000: medicine 2,530. Meat withdrawal to day 22.
    r.medicineUse(day(7), vaccine, 1020),
    r.feedUse(day(10), 'starter', 1200),
    r.death(day(12), 10),
    r.medicineUse(day(15), antibiotic, 250),
    r.feedUse(day(20), 'grower', 1000),
    r.weighing(day(28), 1450),
    // The partial sale: 400 birds, 600 kg x 310 = 186,000.
    r.sale(day(29), buyer, 'live birds', { birds: 400, weightKg: 600, rate: 310 }),
    r.feedUse(day(30), 'grower', 600),
    r.death(day(31), 5),
    // Culls leave the flock as sold birds: 10 birds, 12 kg x 150 = 1,800.
    r.sale(day(32), buyer, 'culls', { birds: 10, weightKg: 12, rate: 150 }),
    r.feedUse(day(34), 'grower', 300),
    r.weighing(day(34), 1950),
  ]);
  return { farmId, flockId, buyer };
}
