import { isMoneyField } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dieselArea } from '../modules/diesel/diesel.area.ts';
import { feedPurchasesArea } from '../modules/feed-purchases/feed-purchases.area.ts';
import { medicinesArea } from '../modules/medicines/medicines.area.ts';
import { workbookRows } from '../test/read-report-files.ts';
import { woodArea } from '../modules/wood/wood.area.ts';
import { buildFarmFixture } from '../test/farm-fixture.ts';
import type { Caller, FarmFixture } from '../test/farm-fixture.ts';
import type { ExportColumn } from './export-rows.ts';

// Staff record purchases with their prices but never get money back (README, farm-domain roles).
let f: FarmFixture;
let farmId: string;
let flockId: string;

/** Every money key anywhere in an answer, with its path. */
function moneyKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => moneyKeysIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(isMoneyField(key) ? [`${path}.${key}`] : []),
    ...moneyKeysIn(inner, `${path}.${key}`),
  ]);
}

const exportHeaders = async (caller: Caller, url: string) => {
  const csv = await caller('GET', `${url}&format=csv`);
  expect(csv.statusCode, csv.body).toBe(200);
  const xlsx = await caller('GET', `${url}&format=xlsx`);
  expect(xlsx.statusCode).toBe(200);
  const [sheet] = [...(await workbookRows(xlsx.rawPayload)).values()];
  return {
    csv: (csv.body.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '').split(','),
    xlsx: (sheet?.[0] ?? []).slice(1).map(String),
  };
};

beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Money Farm');
  flockId = await f.flock(farmId, { name: 'Money Batch' });
});
afterAll(() => f.close());

type PurchaseCase = {
  path: string;
  body: () => Record<string, unknown>;
  /** The price as entered, and the field that holds it. */
  price: { field: string; saved: string };
  columns: ExportColumn<never>[];
};
const PURCHASES: PurchaseCase[] = [
  {
    path: '/api/feed-purchases',
    body: () => ({
      farmId,
      date: '2026-09-02',
      feedType: 'starter',
      bags: '10',
      pricePerBag: '4800',
    }),
    price: { field: 'pricePerBag', saved: '4800.00' },
    columns: feedPurchasesArea.exportColumns as ExportColumn<never>[],
  },
  {
    path: '/api/medicines',
    body: () => ({
      farmId,
      date: '2026-09-02',
      name: 'Vitamin AD3E',
      kind: 'vitamin',
      unit: 'ml',
      quantity: '500',
      unitPrice: '3',
    }),
    price: { field: 'unitPrice', saved: '3.00' },
    columns: medicinesArea.exportColumns as ExportColumn<never>[],
  },
  {
    path: '/api/diesel',
    body: () => ({
      farmId,
      flockId,
      date: '2026-09-02',
      litres: '40',
      pricePerLitre: '280',
      purpose: 'generator',
    }),
    price: { field: 'pricePerLitre', saved: '280.00' },
    columns: dieselArea.exportColumns as ExportColumn<never>[],
  },
  {
    path: '/api/wood',
    body: () => ({
      farmId,
      flockId,
      date: '2026-09-02',
      quantity: '300',
      unit: 'kg',
      unitPrice: '20',
      purpose: 'brooding heat',
    }),
    price: { field: 'unitPrice', saved: '20.00' },
    columns: woodArea.exportColumns as ExportColumn<never>[],
  },
];

describe.each(PURCHASES)('$path', (area) => {
  let id = '';

  it('takes the price from staff but answers them without money', async () => {
    const created = await f.staff('POST', area.path, area.body());
    expect(created.statusCode, created.body).toBe(201);
    expect(moneyKeysIn(created.json())).toEqual([]);
    id = created.json<{ id: string }>().id;

    const one = await f.staff('GET', `${area.path}/${id}`);
    expect(one.statusCode).toBe(200);
    expect(moneyKeysIn(one.json())).toEqual([]);
    const list = await f.staff('GET', `${area.path}?farmId=${farmId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(moneyKeysIn(list.json<{ data: unknown[] }>().data)).toEqual([]);

    const byAdmin = await f.admin('GET', `${area.path}/${id}`);
    expect(byAdmin.json()).toMatchObject({ [area.price.field]: area.price.saved });
    expect(byAdmin.json()).toHaveProperty('total');
  });

  it('keeps the saved price when staff edit without it, and never shows it to them', async () => {
    const edited = await f.staff('PATCH', `${area.path}/${id}`, { version: 1, notes: 'checked' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ notes: 'checked', version: 2 });
    expect(moneyKeysIn(edited.json())).toEqual([]);

    const stale = await f.staff('PATCH', `${area.path}/${id}`, { version: 1, notes: 'late' });
    expect(stale.statusCode).toBe(409);
    const current = stale.json<{ current: unknown }>().current;
    expect(current).toMatchObject({ id, version: 2 });
    expect(moneyKeysIn(current)).toEqual([]);

    const byAdmin = await f.admin('GET', `${area.path}/${id}`);
    expect(byAdmin.json()).toMatchObject({ [area.price.field]: area.price.saved, version: 2 });
    const adminEdit = await f.admin('PATCH', `${area.path}/${id}`, { version: 2, notes: 'ok' });
    expect(adminEdit.json()).toMatchObject({ [area.price.field]: area.price.saved });
  });

  it('sorts by money for admins only', async () => {
    const url = `${area.path}?farmId=${farmId}&sort=total:desc`;
    expect((await f.admin('GET', url)).statusCode).toBe(200);
    const refused = await f.staff('GET', url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { sort: 'Cannot sort by total: it is shown to admins only' },
    });
  });

  it('exports money columns to admins only, as CSV and Excel', async () => {
    const money = area.columns.filter((c) => isMoneyField(c.field)).map((c) => c.header);
    expect(money.length).toBeGreaterThan(0);
    const all = area.columns.map((c) => c.header);
    const url = `${area.path}?farmId=${farmId}`;

    const admin = await exportHeaders(f.admin, url);
    expect(admin.csv).toEqual(all);
    expect(admin.xlsx).toEqual(all);
    const staff = await exportHeaders(f.staff, url);
    const kept = all.filter((header) => !money.includes(header));
    expect(staff.csv).toEqual(kept);
    expect(staff.xlsx).toEqual(kept);
  });
});

describe('flocks', () => {
  it('answer staff without the chick price, admins with it', async () => {
    const one = await f.staff('GET', `/api/flocks/${flockId}`);
    expect(one.statusCode).toBe(200);
    expect(moneyKeysIn(one.json())).toEqual([]);
    const list = await f.staff('GET', `/api/flocks?farmId=${farmId}`);
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(moneyKeysIn(list.json<{ data: unknown[] }>().data)).toEqual([]);
    expect((await f.admin('GET', `/api/flocks/${flockId}`)).json()).toMatchObject({
      chickPrice: '52.50',
    });
  });

  it("leave money out of a flock's figures, days and reports for staff", async () => {
    const urls = [
      `/api/flocks/${flockId}/summary`,
      `/api/flocks/${flockId}/daily`,
      `/api/reports/farms/${farmId}/period?from=2026-09-01&to=2026-09-30`,
      '/api/dashboard',
    ];
    for (const url of urls) {
      const staff = await f.staff('GET', url);
      expect(staff.statusCode, url).toBe(200);
      expect(moneyKeysIn(staff.json()), url).toEqual([]);
      const admin = await f.admin('GET', url);
      expect(admin.statusCode, url).toBe(200);
      expect(moneyKeysIn(admin.json()), url).not.toEqual([]);
    }
  });
});
