import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../test/farm-fixture.ts';
import type { FarmFixture } from '../test/farm-fixture.ts';

// Create, read, list with each filter, versioned edit, delete and roles, area by area.
type Site = {
  name: string;
  farmId: string;
  flockId: string;
  medicineId: string;
  customerId: string;
  employeeId: string;
};
type AreaCase = {
  path: string;
  /** Who records in the area: staff (daily records, purchases) or admins only (money). */
  writer: 'staff' | 'admin';
  /** A valid new record on a site, dated `date`; `n` tells the three records apart. */
  body: (site: Site, date: string, n: number) => Record<string, unknown>;
  /** One field to change, and what the record answers after the change. */
  change: { patch: Record<string, unknown>; expected: Record<string, unknown> };
  /** The list query that keeps one site's records. */
  scope: (site: Site) => string;
  /** Whether the list filters by flock and by date range. */
  byFlock: boolean;
  dated: boolean;
};

const byFarm = (site: Site) => `farmId=${site.farmId}`;

const AREAS: AreaCase[] = [
  {
    path: '/api/feed-purchases',
    body: ({ farmId }, date) => ({
      farmId,
      date,
      feedType: 'grower',
      bags: '10',
      bagWeightKg: '50',
      pricePerBag: '4800',
    }),
    change: { patch: { pricePerBag: '5000' }, expected: { total: '50000.00' } },
    writer: 'staff',
    scope: byFarm,
    byFlock: false,
    dated: true,
  },
  {
    path: '/api/feed-usages',
    body: ({ flockId }, date) => ({ flockId, date, feedType: 'starter', quantityKg: '20' }),
    change: { patch: { quantityKg: '25' }, expected: { quantityKg: '25.000' } },
    writer: 'staff',
    scope: byFarm,
    byFlock: true,
    dated: true,
  },
  {
    path: '/api/medicines',
    body: ({ farmId }, date) => ({
      farmId,
      date,
      name: 'Vitamin AD3E',
      kind: 'vitamin',
      unit: 'ml',
      quantity: '500',
      unitPrice: '3',
    }),
    change: { patch: { unitPrice: '4' }, expected: { total: '2000.00' } },
    writer: 'staff',
    scope: byFarm,
    byFlock: false,
    dated: true,
  },
  {
    path: '/api/medicine-uses',
    body: ({ flockId, medicineId }, date) => ({
      flockId,
      medicineId,
      date,
      quantity: '10',
      purpose: 'prevention',
      method: 'water',
    }),
    change: { patch: { quantity: '12' }, expected: { quantity: '12.000' } },
    writer: 'staff',
    scope: byFarm,
    byFlock: true,
    dated: true,
  },
  {
    path: '/api/diesel',
    body: ({ farmId, flockId }, date) => ({
      farmId,
      flockId,
      date,
      litres: '40',
      pricePerLitre: '280',
      purpose: 'generator',
    }),
    change: { patch: { litres: '50' }, expected: { total: '14000.00' } },
    writer: 'staff',
    scope: byFarm,
    byFlock: true,
    dated: true,
  },
  {
    path: '/api/wood',
    body: ({ farmId, flockId }, date) => ({
      farmId,
      flockId,
      date,
      quantity: '300',
      unit: 'kg',
      unitPrice: '20',
      purpose: 'brooding heat',
    }),
    change: { patch: { unitPrice: '25' }, expected: { total: '7500.00' } },
    writer: 'staff',
    scope: byFarm,
    byFlock: true,
    dated: true,
  },
  {
    path: '/api/sales',
    writer: 'admin',
    body: ({ flockId, customerId }, date, n) => ({
      flockId,
      customerId,
      date,
      item: 'live birds',
      birds: 10,
      weightKg: '25',
      rate: '300',
      invoiceNo: `S-${n}`,
    }),
    change: { patch: { rate: '320' }, expected: { total: '8000.00', balance: '8000.00' } },
    scope: byFarm,
    byFlock: true,
    dated: true,
  },
  {
    path: '/api/amounts',
    writer: 'admin',
    body: ({ farmId, customerId }, date) => ({
      farmId,
      partyId: customerId,
      date,
      direction: 'in',
      category: 'other',
      method: 'cash',
      amount: '1500',
    }),
    change: { patch: { amount: '1750.50' }, expected: { amount: '1750.50' } },
    scope: byFarm,
    byFlock: false,
    dated: true,
  },
  {
    path: '/api/parties',
    writer: 'admin',
    body: ({ name }, _date, n) => ({ name: `${name} Trader ${n}`, kind: 'customer' }),
    change: { patch: { phone: '+92 300 1234567' }, expected: { phone: '+92 300 1234567' } },
    scope: ({ name }) => `q=${encodeURIComponent(`${name} Trader`)}`,
    byFlock: false,
    dated: false,
  },
  {
    path: '/api/mess',
    writer: 'admin',
    body: ({ farmId }, date) => ({ farmId, date, description: 'Rice and lentils', amount: '2400' }),
    change: { patch: { persons: 6 }, expected: { persons: 6 } },
    scope: byFarm,
    byFlock: false,
    dated: true,
  },
  {
    path: '/api/miscellaneous-expenses',
    writer: 'admin',
    body: ({ farmId, flockId }, date) => ({
      farmId,
      flockId,
      date,
      category: 'electricity',
      amount: '18000',
    }),
    change: { patch: { amount: '18500' }, expected: { amount: '18500.00' } },
    scope: byFarm,
    byFlock: true,
    dated: true,
  },
  {
    path: '/api/employees',
    writer: 'admin',
    body: ({ farmId }, date, n) => ({
      farmId,
      name: `Worker ${n}`,
      monthlySalary: '30000',
      joinedOn: date,
    }),
    change: { patch: { active: false }, expected: { active: false } },
    scope: byFarm,
    byFlock: false,
    dated: false,
  },
  {
    path: '/api/employee-salaries',
    writer: 'admin',
    body: ({ employeeId }, date, n) => ({
      employeeId,
      period: `2026-0${n + 4}`,
      basic: '30000',
      paidOn: date,
      method: 'cash',
    }),
    change: { patch: { bonus: '2000' }, expected: { net: '32000.00' } },
    scope: byFarm,
    byFlock: false,
    dated: false,
  },
];

let f: FarmFixture;
const sites: Site[] = [];

/** A farm with a flock placed on 1 Oct, feed and medicine to draw on, a customer, an employee. */
async function site(name: string): Promise<Site> {
  const farmId = await f.farm(name);
  const flockId = await f.flock(farmId, { placedOn: '2026-10-01' });
  const made = async (path: string, body: Record<string, unknown>) => {
    const response = await f.admin('POST', path, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  await made('/api/feed-purchases', {
    farmId,
    date: '2026-10-01',
    feedType: 'starter',
    quantityKg: '1000',
    pricePerBag: '4500',
  });
  const medicineId = await made('/api/medicines', {
    farmId,
    date: '2026-10-01',
    name: 'Electrolytes',
    kind: 'vitamin',
    unit: 'g',
    quantity: '1000',
    unitPrice: '1',
  });
  const customerId = await made('/api/parties', { name: `${name} Market`, kind: 'customer' });
  const employeeId = await made('/api/employees', {
    farmId,
    name: `${name} Keeper`,
    monthlySalary: '30000',
    joinedOn: '2026-01-01',
  });
  return { name, farmId, flockId, medicineId, customerId, employeeId };
}

beforeAll(async () => {
  f = await buildFarmFixture();
  sites.push(await site('North Farm'), await site('South Farm'));
});
afterAll(() => f.close());

describe.each(AREAS)('$path', (area) => {
  const ids: string[] = [];
  const listed = async (query: string) => {
    const response = await f.admin('GET', `${area.path}?pageSize=200&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: { id: string }[] }>();
    return page.data
      .map((row) => row.id)
      .filter((id) => ids.includes(id))
      .sort();
  };

  it(`lets ${area.writer} create records that read back and list under each filter`, async () => {
    const [north, south] = sites as [Site, Site];
    const write = area.writer === 'admin' ? f.admin : f.staff;
    for (const [n, where, date] of [
      [0, north, '2026-10-05'],
      [1, north, '2026-10-09'],
      [2, south, '2026-10-07'],
    ] as const) {
      const response = await write('POST', area.path, area.body(where, date, n));
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ id: string }>().id;
      ids.push(id);
      const read = await f.admin('GET', `${area.path}/${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id, version: 1, ...(area.dated ? { date } : {}) });
    }
    expect(await listed(area.scope(north))).toEqual([ids[0], ids[1]].sort());
    expect(await listed(area.scope(south))).toEqual([ids[2]]);
    if (area.byFlock) expect(await listed(`flockId=${south.flockId}`)).toEqual([ids[2]]);
    if (area.dated) expect(await listed('from=2026-10-06&to=2026-10-08')).toEqual([ids[2]]);
  });

  it('edits with the version and refuses a stale one', async () => {
    const write = area.writer === 'admin' ? f.admin : f.staff;
    const id = ids[0]!;
    const edited = await write('PATCH', `${area.path}/${id}`, { version: 1, ...area.change.patch });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2 });
    // Staff answers leave money out, so what the change made is read back as an admin.
    const read = await f.admin('GET', `${area.path}/${id}`);
    expect(read.json()).toMatchObject({ ...area.change.expected, version: 2 });
    const stale = await f.admin('PATCH', `${area.path}/${id}`, {
      version: 1,
      ...area.change.patch,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('lets only admins delete, staff only what their role allows, and nobody signed out', async () => {
    const id = ids[2]!;
    expect((await f.guest('GET', area.path)).statusCode).toBe(401);
    if (area.writer === 'admin') {
      for (const [method, url] of [
        ['GET', area.path],
        ['GET', `${area.path}/${id}`],
        ['POST', area.path],
        ['PATCH', `${area.path}/${id}`],
      ] as const) {
        const refused = await f.staff(method, url, method === 'GET' ? undefined : {});
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const byStaff = await f.staff('DELETE', `${area.path}/${id}`);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toMatchObject({ detail: 'This needs the admin role.' });
    expect((await f.admin('DELETE', `${area.path}/${id}`)).statusCode).toBe(204);
    expect((await f.admin('GET', `${area.path}/${id}`)).statusCode).toBe(404);
  });
});
