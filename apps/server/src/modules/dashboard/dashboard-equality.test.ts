import { dashboardSchema, withoutMoney } from '@flockbook/contracts';
import type { Dashboard } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import {
  close,
  customer,
  daysAgo,
  entriesFor,
  record,
} from '../figures/reference-flocks.fixture.ts';
import { EVERY_FARM } from '../../records/farm-access.ts';
import { dashboardPerFlock } from './dashboard-per-flock.fixture.ts';
import { dashboard } from './dashboard.service.ts';

// The set-based dashboard against the one built flock by flock, on the demo farms and two
// more: a broiler farm where a sold-out flock and a young one share farm costs for five days
// (with mortality, weight and feed alerts on the young one), and a layer farm beside a
// closed broiler flock.
let f: FarmFixture;

beforeAll(async () => {
  f = await buildFarmFixture({ demoRecords: true });
  const buyer = await customer(f, 'Equality Buyer');
  const farmA = await f.farm('Equality Broilers');
  const sold = await f.flock(farmA, { placedOn: daysAgo(70), chicksPlaced: 1000, freeChicks: 0 });
  const young = await f.flock(farmA, { placedOn: daysAgo(30), chickPrice: '55' });
  const [hand = ''] = await record(f, [
    [
      '/api/employees',
      { farmId: farmA, name: 'Equality Hand', monthlySalary: 30000, joinedOn: daysAgo(90) },
    ],
  ]);
  const s = entriesFor(farmA, sold);
  const y = entriesFor(farmA, young);
  const [vitamin = ''] = await record(f, [
    y.medicine(daysAgo(10), {
      name: 'Equality Vitamin',
      kind: 'vitamin',
      unit: 'ml',
      quantity: 500,
      unitPrice: 2,
      expiresOn: daysAgo(-10),
    }),
  ]);
  await record(f, [
    s.feedPurchase(daysAgo(70), 'starter', 40, 4500),
    y.feedPurchase(daysAgo(30), 'starter', 10, 5000),
    s.death(daysAgo(68), 15),
    s.feedUse(daysAgo(60), 'starter', 1500),
    s.wood(daysAgo(29), 2, 3000),
    s.diesel(daysAgo(28), 40, 200),
    s.mess(daysAgo(27), 2000),
    s.weighing(daysAgo(27), 2300),
    s.sale(daysAgo(26), buyer, 'live birds', { birds: 985, weightKg: 2200, rate: 300 }),
    [
      '/api/employee-salaries',
      {
        employeeId: hand,
        period: daysAgo(28).slice(0, 7),
        basic: 30000,
        paidOn: daysAgo(20),
        method: 'cash',
      },
    ],
    y.feedUse(daysAgo(20), 'starter', 400),
    y.expense(daysAgo(15), 'electricity', 3000, true),
    y.diesel(daysAgo(10), 10, 210, true),
    y.medicineUse(daysAgo(9), vitamin, 100),
    y.sale(daysAgo(5), buyer, 'culls', { birds: 100, weightKg: 150, rate: 100, receivedNow: 5000 }),
    y.feedUse(daysAgo(3), 'starter', 150),
    y.feedUse(daysAgo(2), 'starter', 200),
    y.weighing(daysAgo(2), 500),
    y.feedUse(daysAgo(1), 'starter', 150),
    y.death(daysAgo(1), 6),
    y.death(daysAgo(0), 6),
  ]);
  await close(f, sold, daysAgo(25));

  const farmB = await f.farm('Equality Layers');
  const layer = await f.flock(farmB, {
    placedOn: daysAgo(200),
    type: 'layer',
    breed: 'Lohmann Brown',
    chicksPlaced: 500,
    freeChicks: 0,
  });
  const broiler = await f.flock(farmB, { placedOn: daysAgo(90), chicksPlaced: 800, freeChicks: 0 });
  const l = entriesFor(farmB, layer);
  const b = entriesFor(farmB, broiler);
  await record(f, [
    l.feedPurchase(daysAgo(200), 'layer', 100, 4000),
    b.feedPurchase(daysAgo(90), 'starter', 40, 4600),
    l.death(daysAgo(150), 5),
    l.feedUse(daysAgo(100), 'layer', 3000),
    b.death(daysAgo(85), 20),
    b.feedUse(daysAgo(70), 'starter', 1800),
    b.mess(daysAgo(60), 1500),
    b.weighing(daysAgo(52), 2100),
    b.sale(daysAgo(51), buyer, 'live birds', { birds: 780, weightKg: 1600, rate: 280 }),
    l.weighing(daysAgo(50), 1800),
    l.eggs(daysAgo(10), 400),
    l.eggs(daysAgo(9), 410),
    l.sale(daysAgo(8), buyer, 'eggs', { quantity: 800, rate: 15, rateUnit: 'unit' }),
  ]);
  await close(f, broiler, daysAgo(50));
});
afterAll(() => f.close());

const dashboardAs = async (who: 'admin' | 'staff'): Promise<Dashboard> => {
  const response = await f[who]('GET', '/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSchema.parse(response.json());
};

describe('the set-based dashboard', () => {
  it('answers what one summary per flock answers, field by field, with money', async () => {
    const flockByFlock = await dashboardPerFlock(f.database.db, true);
    expect(await dashboard(f.database.db, true, EVERY_FARM)).toEqual(flockByFlock);
    expect(await dashboardAs('admin')).toEqual(flockByFlock);
    // The comparison covers every kind of figure: a data set without them would prove nothing.
    expect(flockByFlock.activeFlocks.filter((flock) => flock.fcr !== null).length).toBeGreaterThan(
      1,
    );
    expect(flockByFlock.activeFlocks.some((flock) => flock.epef !== null)).toBe(true);
    expect(
      flockByFlock.closedFlocks.filter((flock) => flock.profitPerBird !== null).length,
    ).toBeGreaterThanOrEqual(4);
    // (Other kinds may join them: a missing round depends on the hour the test runs.)
    expect(flockByFlock.alerts.map((alert) => alert.kind)).toEqual(
      expect.arrayContaining(['mortality', 'weight', 'feed', 'medicine-expiry']),
    );
    expect(flockByFlock.stock.filter((farm) => farm.feed.length > 0).length).toBeGreaterThan(2);
    expect(flockByFlock.deathsToday).toBeGreaterThan(0);
    expect(flockByFlock.month).not.toBeNull();
  });

  it('answers the same without money, and staff see none', async () => {
    const flockByFlock = await dashboardPerFlock(f.database.db, false);
    expect(await dashboard(f.database.db, false, EVERY_FARM)).toEqual(flockByFlock);
    const staff = await dashboardAs('staff');
    expect(staff).toEqual(withoutMoney(flockByFlock));
    expect(staff.month).toBeNull();
    expect(staff.closedFlocks.every((flock) => !('profitPerBird' in flock))).toBe(true);
  });
});
