import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import {
  close,
  customer,
  entriesFor,
  expectDailyEndsOnSummary,
  record,
  summaryOf,
} from './reference-flocks.fixture.ts';

// Reference flocks 2: flocks A and B on one farm share its feed (two purchases at different
// prices) and its diesel, mess and salary (by birds alive each day). Both sell out and close.
let f: FarmFixture;
let flockA: string;
let flockB: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  const farmId = await f.farm('Reference Shared Farm');
  // A: 1,000 chicks at 45 = 45,000, placed 2026-10-01. B: 500 chicks at 48 = 24,000 and 10
  // free ones (510 birds), placed 2026-10-06.
  flockA = await f.flock(farmId, {
    placedOn: '2026-10-01',
    chicksPlaced: 1000,
    freeChicks: 0,
    chickPrice: '45',
  });
  flockB = await f.flock(farmId, {
    placedOn: '2026-10-06',
    chicksPlaced: 500,
    freeChicks: 10,
    chickPrice: '48',
  });
  const buyer = await customer(f, 'Reference Shared Buyer');
  const [employee = ''] = await record(f, [
    ['/api/employees', { farmId, name: 'Shed Hand', monthlySalary: 31000, joinedOn: '2026-01-01' }],
  ]);
  const a = entriesFor(farmId, flockA);
  const b = entriesFor(farmId, flockB);
  await record(f, [
    // 1,000 kg at 90 (90,000) and 1,500 kg at 100 (150,000): 240,000 / 2,500 kg = 96 per kg.
    a.feedPurchase('2026-10-01', 'starter', 20, 4500),
    a.feedPurchase('2026-10-08', 'starter', 30, 5000),
    a.death('2026-10-03', 10),
    a.feedUse('2026-10-05', 'starter', 400),
    b.death('2026-10-08', 5),
    // Farm costs: diesel 50 l x 200 = 10,000; mess 3,000; October's salary 31,000 (1,000 a day).
    a.diesel('2026-10-10', 50, 200),
    a.mess('2026-10-12', 3000),
    [
      '/api/employee-salaries',
      {
        employeeId: employee,
        period: '2026-10',
        basic: 31000,
        paidOn: '2026-10-31',
        method: 'cash',
      },
    ],
    b.feedUse('2026-10-12', 'starter', 300),
    a.feedUse('2026-10-15', 'starter', 600),
    b.feedUse('2026-10-20', 'starter', 500),
    a.weighing('2026-10-29', 1600),
    // A sells out on 2026-10-30: 990 birds, 1,683 kg x 300 = 504,900.
    a.sale('2026-10-30', buyer, 'live birds', { birds: 990, weightKg: 1683, rate: 300 }),
    b.weighing('2026-11-04', 1700),
    // B sells out on 2026-11-05: 505 birds, 909 kg x 290 = 263,610.
    b.sale('2026-11-05', buyer, 'live birds', { birds: 505, weightKg: 909, rate: 290 }),
  ]);
  await close(f, flockA, '2026-10-30');
  await close(f, flockB, '2026-11-05');
});
afterAll(() => f.close());

// Each day's farm cost goes to the flocks active that day (placed, not yet closed) by their
// birds alive at its end. A has 1,000 birds, then 990 from 10-03; B 510, then 505 from 10-08.
// - 10-01 to 10-05, A alone: 5 days of salary = 5,000 to A.
// - 10-06, 10-07: 990 + 510 = 1,500 birds: A 660, B 340 a day.
// - 10-08 to 10-29 (22 days), 990 + 505 = 1,495 birds: salary 22 x 1,000, diesel 10,000 and
//   mess 3,000 = 35,000, A x 990/1,495, B x 505/1,495.
// - 10-30, 10-31: A is closed, B alone: 2,000 to B.
// A: 5,000 + 1,320 + 35,000 x 990 / 1,495 = 6,320 + 23,177.26 = 29,497.26.
// B: 680 + 2,000 + 35,000 x 505 / 1,495 = 2,680 + 11,822.74 = 14,502.74.
// Together 44,000: every cost of the farm is shared out once.

/** October days 1 to 29 (A's days: it closed on the 30th) but those given. */
const octoberBut = (...recorded: number[]) =>
  Array.from({ length: 29 }, (_, index) => index + 1)
    .filter((date) => !recorded.includes(date))
    .map((date) => `2026-10-${String(date).padStart(2, '0')}`);

describe('reference flocks sharing a farm', () => {
  it('works out flock A', async () => {
    expect(await summaryOf(f, flockA)).toEqual({
      flockId: flockA,
      type: 'broiler',
      status: 'closed',
      asOf: '2026-10-30',
      ageDays: 29,
      birdsPlaced: 1000,
      deaths: 10,
      birdsSold: 990,
      birdsAlive: 0,
      mortalityPercent: 1,
      livabilityPercent: 99,
      // 1,000 x 2 days + 990 x 27 days (10-03 to 10-29).
      birdDays: 28730,
      feedUsedKg: '1000.000',
      // 1,000,000 g / 28,730 = 34.8 g.
      feedPerBirdDayG: 34.8,
      // (1,600 - 42) / 28 = 55.6 g.
      latestWeighing: { date: '2026-10-29', averageWeightG: '1600.0', ageDays: 28, adgG: 55.6 },
      kgSold: '1683.000',
      // Sold out: 1,683 - 1,000 x 0.042; 1,000 / 1,641 = 0.609.
      liveKgProduced: '1641.000',
      fcr: 0.609,
      fcrBasis: { date: '2026-10-30', soldOut: true },
      // 99 x 1.7 kg / (29 days x 0.60938) x 100 = 952.3.
      epef: 952,
      henDayPercent: null,
      withdrawalMeatUntil: null,
      withdrawalEggsUntil: null,
      basis: { deaths: 1, weighings: 1, feedUsages: 2, sales: 1, eggCollections: 0 },
      // Feed used on the 5th and 15th, deaths on the 3rd: FCR (on all sold), feed per bird and
      // EPEF rest on 27 days without feed.
      gaps: {
        daysWithoutFeed: octoberBut(5, 15),
        daysWithoutDeaths: octoberBut(3),
        incomplete: { fcr: 27, feedPerBird: 27, epef: 27 },
      },
      money: {
        chicks: '45000.00',
        // 1,000 kg x 96.
        feed: '96000.00',
        medicine: '0.00',
        direct: '0.00',
        allocated: '29497.26',
        totalCost: '170497.26',
        revenue: '504900.00',
        profit: '334402.74',
        // 170,497.26 / 990 birds; / 1,683 kg.
        costPerBirdSold: '172.22',
        costPerKgSold: '101.31',
      },
    });
  });

  it('works out flock B', async () => {
    expect(await summaryOf(f, flockB)).toMatchObject({
      asOf: '2026-11-05',
      ageDays: 30,
      birdsPlaced: 510,
      deaths: 5,
      birdsSold: 505,
      birdsAlive: 0,
      // 5 / 510 = 0.98 %.
      mortalityPercent: 0.98,
      livabilityPercent: 99.02,
      // 510 x 2 days + 505 x 28 days (10-08 to 11-04).
      birdDays: 15160,
      feedUsedKg: '800.000',
      // 800,000 g / 15,160 = 52.8 g.
      feedPerBirdDayG: 52.8,
      // (1,700 - 42) / 29 = 57.2 g.
      latestWeighing: { date: '2026-11-04', ageDays: 29, adgG: 57.2 },
      kgSold: '909.000',
      // 909 - 510 x 0.042 = 887.58; 800 / 887.58 = 0.901.
      liveKgProduced: '887.580',
      fcr: 0.901,
      // 99.02 x 1.8 kg / (30 days x 0.90133) x 100 = 659.2.
      epef: 659,
      money: {
        // Free chicks cost nothing: 500 x 48.
        chicks: '24000.00',
        // 800 kg x 96.
        feed: '76800.00',
        medicine: '0.00',
        direct: '0.00',
        allocated: '14502.74',
        totalCost: '115302.74',
        revenue: '263610.00',
        profit: '148307.26',
        // 115,302.74 / 505 birds; / 909 kg.
        costPerBirdSold: '228.32',
        costPerKgSold: '126.85',
      },
    });
  });

  it('ends each daily series on its summary', async () => {
    const a = await expectDailyEndsOnSummary(f, flockA);
    const b = await expectDailyEndsOnSummary(f, flockB);
    // A by 10-09: chicks 45,000 + 400 kg x 96 + a share of 5,000 + 1,320 + 2 x 990,000/1,495
    // = 7,644.41; on 10-10, 11,000 x 990/1,495 = 7,284.28 more of diesel and salary.
    const costOn = (date: string) => a.days.find((day) => day.date === date)?.cumulativeCost;
    expect([costOn('2026-10-09'), costOn('2026-10-10')]).toEqual(['91044.41', '98328.70']);
    // B's first day: its chicks and 340 of salary.
    expect(b.days[0]).toMatchObject({ date: '2026-10-06', cumulativeCost: '24340.00' });
  });
});
