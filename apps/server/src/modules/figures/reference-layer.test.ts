import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import {
  customer,
  daysAgo,
  entriesFor,
  expectDailyEndsOnSummary,
  record,
  summaryOf,
} from './reference-flocks.fixture.ts';

// Reference flock 3: 200 layers alone on their farm, placed 140 days ago (age 140 today),
// laying from day 130.
const day = (age: number) => daysAgo(140 - age);
let f: FarmFixture;
let flockId: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  const farmId = await f.farm('Reference Layer Farm');
  // 200 pullets at 100: 20,000.
  flockId = await f.flock(farmId, {
    type: 'layer',
    breed: 'Lohmann Brown',
    placedOn: day(0),
    chicksPlaced: 200,
    freeChicks: 0,
    chickPrice: '100',
  });
  const buyer = await customer(f, 'Reference Egg Buyer');
  const r = entriesFor(farmId, flockId);
  const [antibiotic = ''] = await record(f, [
    r.medicine(day(100), {
      name: 'Tylosin',
      kind: 'antibiotic',
      unit: 'ml',
      quantity: 100,
      unitPrice: 6,
      withdrawalDaysMeat: 3,
      withdrawalDaysEggs: 5,
    }),
  ]);
  await record(f, [
    r.death(day(50), 4),
    // Layer feed: 20 bags x 50 kg = 1,000 kg for 80,000 (80 per kg); 600 kg used = 48,000.
    r.feedPurchase(day(100), 'layer', 20, 4000),
    r.feedUse(day(120), 'layer', 300),
    r.weighing(day(126), 1900),
    // 40 ml x 6 = 240; withdrawal for meat to day 131, for eggs to day 133.
    r.medicineUse(day(128), antibiotic, 40),
    r.eggs(day(130), 150),
    r.feedUse(day(130), 'layer', 300),
    r.eggs(day(131), 160),
    // Two collections on one day are one hen-day per hen.
    r.eggs(day(132), 90),
    r.eggs(day(132), 80),
    r.death(day(133), 2),
    r.eggs(day(133), 180),
    r.eggs(day(134), 175),
    // 600 eggs x 15 = 9,000.
    r.sale(day(135), buyer, 'eggs', { quantity: 600, rate: 15, rateUnit: 'unit' }),
  ]);
});
afterAll(() => f.close());

/** Days 0 to 139 (today, day 140, is not over) but those given. */
const daysBut = (...recorded: number[]) =>
  Array.from({ length: 140 }, (_, age) => age)
    .filter((age) => !recorded.includes(age))
    .map(day);

describe('reference layer flock', () => {
  it('has a hen-day rate and no broiler ratios', async () => {
    expect(await summaryOf(f, flockId)).toEqual({
      flockId,
      type: 'layer',
      status: 'active',
      asOf: day(140),
      ageDays: 140,
      birdsPlaced: 200,
      deaths: 6,
      birdsSold: 0,
      birdsAlive: 194,
      mortalityPercent: 3,
      livabilityPercent: 97,
      // 200 x 50 days + 196 x 83 days (50 to 132) + 194 x 7 days (133 to 139).
      birdDays: 27626,
      feedUsedKg: '600.000',
      // 600,000 g / 27,626 = 21.7 g.
      feedPerBirdDayG: 21.7,
      // (1,900 - 42) / 126 = 14.7 g.
      latestWeighing: { date: day(126), averageWeightG: '1900.0', ageDays: 126, adgG: 14.7 },
      kgSold: '0.000',
      liveKgProduced: null,
      fcr: null,
      fcrBasis: null,
      epef: null,
      // 150 + 160 + 170 + 180 + 175 = 835 eggs over hen-days 196 x 3 + 194 x 2 = 976: 85.6 %.
      henDayPercent: 85.6,
      withdrawalMeatUntil: day(131),
      withdrawalEggsUntil: day(133),
      basis: { deaths: 2, weighings: 1, feedUsages: 2, sales: 1, eggCollections: 6 },
      // Feed used on days 120 and 130, deaths on days 50 and 133: feed per bird rests on 138
      // days without feed (a layer has no FCR or EPEF).
      gaps: {
        daysWithoutFeed: daysBut(120, 130),
        daysWithoutDeaths: daysBut(50, 133),
        incomplete: { fcr: 0, feedPerBird: 138, epef: 0 },
      },
      money: {
        chicks: '20000.00',
        feed: '48000.00',
        medicine: '240.00',
        direct: '0.00',
        allocated: '0.00',
        totalCost: '68240.00',
        revenue: '9000.00',
        profit: '-59240.00',
        costPerBirdSold: null,
        costPerKgSold: null,
      },
    });
  });

  it('lists its eggs by day', async () => {
    const daily = await expectDailyEndsOnSummary(f, flockId);
    expect(daily).toMatchObject({ asOf: day(140), curve: null, breed: 'Lohmann Brown' });
    expect(daily.days.slice(129, 136).map((d) => d.eggs)).toEqual([0, 150, 160, 170, 180, 175, 0]);
    // 2 of 196 hens: 1.02 %. No breed curve for Lohmann Brown.
    expect(daily.days[133]).toMatchObject({
      deaths: 2,
      birdsAlive: 194,
      mortalityPercent: 1.02,
      targetWeightG: null,
      targetIntakeG: null,
    });
    // 300 kg on day 130 for 196 hens: 1,530.6 g each.
    expect(daily.days[130]).toMatchObject({ feedKg: '300.000', feedPerBirdG: 1530.6 });
    expect(daily.days[135]).toMatchObject({ cumulativeRevenue: '9000.00' });
  });
});
