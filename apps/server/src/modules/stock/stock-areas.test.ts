import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

// Create, read, list with each filter, versioned edit, delete and roles for each stock area.
type Site = { farmId: string; flockId: string; medicineId: string };
type StockArea = {
  path: string;
  /** A valid new record on a site, dated `date`. */
  body: (site: Site, date: string) => Record<string, unknown>;
  /** One field to change, and what the record answers after the change. */
  change: { patch: Record<string, unknown>; expected: Record<string, unknown> };
  /** Whether the area's records belong to a flock (and can be filtered by one). */
  byFlock: boolean;
};

const AREAS: StockArea[] = [
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
    byFlock: false,
  },
  {
    path: '/api/feed-usages',
    body: ({ flockId }, date) => ({ flockId, date, feedType: 'starter', quantityKg: '20' }),
    change: { patch: { quantityKg: '25' }, expected: { quantityKg: '25.000' } },
    byFlock: true,
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
    byFlock: false,
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
    byFlock: true,
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
    byFlock: true,
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
    byFlock: true,
  },
];

let f: FarmFixture;
const sites: Site[] = [];

/** A farm with a flock placed on 1 Oct, starter feed and a medicine batch to draw on. */
async function site(name: string): Promise<Site> {
  const farmId = await f.farm(name);
  const flockId = await f.flock(farmId, { placedOn: '2026-10-01' });
  const feed = await f.staff('POST', '/api/feed-purchases', {
    farmId,
    date: '2026-10-01',
    feedType: 'starter',
    quantityKg: '1000',
    pricePerBag: '4500',
  });
  expect(feed.statusCode, feed.body).toBe(201);
  const medicine = await f.staff('POST', '/api/medicines', {
    farmId,
    date: '2026-10-01',
    name: 'Electrolytes',
    kind: 'vitamin',
    unit: 'g',
    quantity: '1000',
    unitPrice: '1',
  });
  expect(medicine.statusCode, medicine.body).toBe(201);
  return { farmId, flockId, medicineId: medicine.json<{ id: string }>().id };
}

beforeAll(async () => {
  f = await buildFarmFixture();
  sites.push(await site('North Farm'), await site('South Farm'));
});
afterAll(() => f.close());

describe.each(AREAS)('$path', (area) => {
  const ids: string[] = [];
  const total = async (query: string) => {
    const response = await f.staff('GET', `${area.path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ total: number; data: { id: string }[] }>();
  };

  it('lets staff create records that read back and list under each filter', async () => {
    const [north, south] = sites as [Site, Site];
    for (const [where, date] of [
      [north, '2026-10-05'],
      [north, '2026-10-09'],
      [south, '2026-10-07'],
    ] as const) {
      const response = await f.staff('POST', area.path, area.body(where, date));
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ id: string }>().id;
      ids.push(id);
      const read = await f.staff('GET', `${area.path}/${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id, date, version: 1 });
    }
    const mine = (page: { data: { id: string }[] }) =>
      page.data.map((row) => row.id).filter((id) => ids.includes(id));
    expect(mine(await total(`farmId=${north.farmId}&pageSize=200`))).toEqual([ids[1], ids[0]]);
    if (area.byFlock) {
      expect(mine(await total(`flockId=${south.flockId}&pageSize=200`))).toEqual([ids[2]]);
    }
    expect(mine(await total('from=2026-10-06&to=2026-10-08&pageSize=200'))).toEqual([ids[2]]);
  });

  it('edits with the version and refuses a stale one', async () => {
    const id = ids[0]!;
    const edited = await f.staff('PATCH', `${area.path}/${id}`, {
      version: 1,
      ...area.change.patch,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ ...area.change.expected, version: 2 });
    const stale = await f.admin('PATCH', `${area.path}/${id}`, {
      version: 1,
      ...area.change.patch,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('lets only admins delete, and nobody signed out read', async () => {
    const id = ids[2]!;
    expect((await f.guest('GET', area.path)).statusCode).toBe(401);
    const byStaff = await f.staff('DELETE', `${area.path}/${id}`);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toMatchObject({ detail: 'This needs the admin role.' });
    expect((await f.admin('DELETE', `${area.path}/${id}`)).statusCode).toBe(204);
    expect((await f.staff('GET', `${area.path}/${id}`)).statusCode).toBe(404);
  });
});
