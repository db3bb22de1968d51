import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { day, placeReferenceBroiler } from './reference-broiler-flock.fixture.ts';
import {
  close,
  entriesFor,
  expectDailyEndsOnSummary,
  record,
  summaryOf,
} from './reference-flocks.fixture.ts';

let f: FarmFixture;
let flockId: string;
let farmId: string;
let buyer: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  ({ farmId, flockId, buyer } = await placeReferenceBroiler(f));
});
afterAll(() => f.close());

// Feed: starter 800 + 1,200 = 2,000 kg x 100 = 200,000; grower 1,000 + 600 + 300 = 1,900 kg
// x 110 = 209,000: 3,900 kg for 409,000.
// Cost: 50,000 + 409,000 + 2,530 + 13,100 + 9,500 = 484,130.
const COSTS = {
  chicks: '50000.00',
  feed: '409000.00',
  medicine: '2530.00',
  direct: '13100.00',
  allocated: '9500.00',
  totalCost: '484130.00',
};
// Alive at the end of each day: 1,020 (days 0-1), 1,005 (2-11), 995 (12-28), 595 (29-30),
// 590 (31), 580 (32-33 and, until the final sale, 34).
/** Days 0 to 34 (today, day 35, is not over) but those given. */
const daysBut = (...recorded: number[]) =>
  Array.from({ length: 35 }, (_, age) => age)
    .filter((age) => !recorded.includes(age))
    .map(day);
const BEFORE_FINAL_BIRD_DAYS = 1020 * 2 + 1005 * 10 + 995 * 17 + 595 * 2 + 590 + 580 * 3;

describe('reference broiler flock with sales before closing', () => {
  it('has every figure right after the partial sale', async () => {
    expect(BEFORE_FINAL_BIRD_DAYS).toBe(32525);
    expect(await summaryOf(f, flockId)).toEqual({
      flockId,
      type: 'broiler',
      status: 'active',
      asOf: day(35),
      ageDays: 35,
      birdsPlaced: 1020,
      deaths: 30,
      birdsSold: 410,
      birdsAlive: 580,
      // 30 / 1,020 = 2.94 %.
      mortalityPercent: 2.94,
      livabilityPercent: 97.06,
      // Days 0 to 34 (today, day 35, is not over).
      birdDays: 32525,
      feedUsedKg: '3900.000',
      // 3,900,000 g / 32,525 = 119.9 g.
      feedPerBirdDayG: 119.9,
      // (1,950 - 42) g / 34 days = 56.1 g.
      latestWeighing: { date: day(34), averageWeightG: '1950.0', ageDays: 34, adgG: 56.1 },
      kgSold: '612.000',
      // On the weighing day: 612 kg sold + 580 birds x 1.95 kg - 1,020 chicks x 0.042 kg.
      liveKgProduced: '1700.160',
      // 3,900 / 1,700.16 = 2.294.
      fcr: 2.294,
      fcrBasis: { date: day(34), soldOut: false },
      // 97.06 x 1.95 / (34 x 2.29390) x 100 = 242.7.
      epef: 243,
      henDayPercent: null,
      withdrawalMeatUntil: day(22),
      withdrawalEggsUntil: null,
      basis: { deaths: 3, weighings: 2, feedUsages: 5, sales: 2, eggCollections: 0 },
      // Feed used on days 3, 10, 20, 30 and 34; deaths on days 2, 12 and 31: FCR (on day 34),
      // feed per bird and EPEF rest on 30 days without feed.
      gaps: {
        daysWithoutFeed: daysBut(3, 10, 20, 30, 34),
        daysWithoutDeaths: daysBut(2, 12, 31),
        incomplete: { fcr: 30, feedPerBird: 30, epef: 30 },
      },
      money: {
        ...COSTS,
        // 186,000 + 1,800.
        revenue: '187800.00',
        profit: '-296330.00',
        // 484,130 / 410 birds; / 612 kg.
        costPerBirdSold: '1180.80',
        costPerKgSold: '791.06',
      },
    });
  });

  it('sells out with the final sale: FCR and EPEF move to what was sold', async () => {
    // 580 birds, 1,160 kg x 290 = 336,400.
    await record(f, [
      entriesFor(farmId, flockId).sale(day(34), buyer, 'live birds', {
        birds: 580,
        weightKg: 1160,
        rate: 290,
      }),
    ]);
    const soldOut = {
      birdsSold: 990,
      birdsAlive: 0,
      // Day 34 ends with no birds: 32,525 - 580.
      birdDays: 31945,
      // 3,900,000 g / 31,945 = 122.1 g.
      feedPerBirdDayG: 122.1,
      kgSold: '1772.000',
      // 1,772 kg sold - 42.84 kg of chicks; 3,900 / 1,729.16 = 2.255.
      liveKgProduced: '1729.160',
      fcr: 2.255,
      // Weight sold 1,772 / 990 = 1.790 kg at a sale-weighted age of
      // (400 x 29 + 10 x 32 + 580 x 34) / 990 = 31.96 days: 97.06 x 1.790 / (31.96 x 2.2554) x 100.
      epef: 241,
      basis: { deaths: 3, weighings: 2, feedUsages: 5, sales: 3, eggCollections: 0 },
      money: {
        ...COSTS,
        revenue: '524200.00',
        profit: '40070.00',
        // 484,130 / 990 birds; / 1,772 kg.
        costPerBirdSold: '489.02',
        costPerKgSold: '273.21',
      },
    };
    expect(await summaryOf(f, flockId)).toMatchObject({
      ...soldOut,
      status: 'active',
      asOf: day(35),
      ageDays: 35,
      fcrBasis: { date: day(35), soldOut: true },
    });
    // Closing on day 34 ends the flock's life there: age 34, the same figures.
    const sheet = await close(f, flockId, day(34));
    const closed = {
      ...soldOut,
      status: 'closed',
      asOf: day(34),
      ageDays: 34,
      fcrBasis: { date: day(34), soldOut: true },
    };
    expect(sheet).toMatchObject(closed);
    expect(await summaryOf(f, flockId)).toMatchObject({ ...closed, mortalityPercent: 2.94 });
  });

  it('lists its days, worked out by hand, ending on the summary', async () => {
    const daily = await expectDailyEndsOnSummary(f, flockId);
    expect(daily).toMatchObject({ asOf: day(34), curve: 'Ross 308', withMoney: true });
    expect(daily.days).toHaveLength(35);
    const cost = (cumulativeCost: string, cumulativeRevenue = '0.00') => ({
      cumulativeCost,
      cumulativeRevenue,
    });
    const byAge: Record<number, Record<string, unknown>> = {
      // Chicks 50,000 + wood 6,000; then litter 4,500. Ross 308 at day 0: 42 g, 12 g of feed.
      0: { birdsAlive: 1020, targetWeightG: 42, targetIntakeG: 12, ...cost('56000.00') },
      1: { birdsAlive: 1020, feedKg: '0.000', feedPerBirdG: 0, ...cost('60500.00') },
      // 15 of 1,020 birds: 1.47 %.
      2: { deaths: 15, birdsAlive: 1005, mortalityPercent: 1.47, ...cost('60500.00') },
      // 800 kg x 100 = 80,000; 800,000 g / 1,005 birds = 796.0 g.
      3: {
        deaths: 0,
        mortalityPercent: 0,
        feedKg: '800.000',
        feedPerBirdG: 796,
        ...cost('140500.00'),
      },
      // Flock diesel 2,600; vaccine 1,530; farm diesel 5,000; mess 1,200.
      5: cost('143100.00'),
      7: cost('144630.00'),
      8: cost('149630.00'),
      9: cost('150830.00'),
      // 1,200 kg x 100; 1,200,000 g / 1,005 = 1,194.0 g.
      10: { feedPerBirdG: 1194, ...cost('270830.00') },
      11: cost('274130.00'),
      // 10 of 1,005 birds: 0.995 %, shown 1.00 %.
      12: { deaths: 10, birdsAlive: 995, mortalityPercent: 1, ...cost('274130.00') },
      15: cost('275130.00'),
      // 1,000 kg of grower x 110; 1,000,000 g / 995 = 1,005.0 g.
      20: { feedKg: '1000.000', feedPerBirdG: 1005, ...cost('385130.00') },
      // Weighed 1,450 g against 1,550 g; the curve's intake 153 g.
      28: { averageWeightG: 1450, targetWeightG: 1550, targetIntakeG: 153 },
      29: { birdsAlive: 595, averageWeightG: null, ...cost('385130.00', '186000.00') },
      // 600 kg x 110; 600,000 g / 595 = 1,008.4 g.
      30: { feedPerBirdG: 1008.4, ...cost('451130.00', '186000.00') },
      // 5 of 595: 0.84 %.
      31: { deaths: 5, birdsAlive: 590, mortalityPercent: 0.84 },
      32: { birdsAlive: 580, ...cost('451130.00', '187800.00') },
      // 300 kg x 110; 300,000 g / 580 = 517.2 g; sold out. Day 34: 1,550 + 650 x 6/7 = 2,107 g
      // and 153 + 33 x 6/7 = 181 g.
      34: {
        birdsAlive: 0,
        feedPerBirdG: 517.2,
        averageWeightG: 1950,
        targetWeightG: 2107,
        targetIntakeG: 181,
        eggs: null,
        ...cost('484130.00', '524200.00'),
      },
    };
    for (const [age, values] of Object.entries(byAge)) {
      expect(daily.days[Number(age)], `day ${age}`).toMatchObject({
        date: day(Number(age)),
        ageDays: Number(age),
        ...values,
      });
    }
  });
});
