import { isMoneyField } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountsArea } from '../modules/amounts/amounts.area.ts';
import { deathsArea } from '../modules/deaths/deaths.area.ts';
import { dieselArea } from '../modules/diesel/diesel.area.ts';
import { eggCollectionsArea } from '../modules/egg-collections/egg-collections.area.ts';
import { employeeSalariesArea } from '../modules/employee-salaries/employee-salaries.area.ts';
import { employeesArea } from '../modules/employees/employees.area.ts';
import { farmsArea } from '../modules/farms/farms.area.ts';
import { feedPurchasesArea } from '../modules/feed-purchases/feed-purchases.area.ts';
import { feedUsagesArea } from '../modules/feed-usages/feed-usages.area.ts';
import { flocksArea } from '../modules/flocks/flocks.area.ts';
import { medicineUsesArea } from '../modules/medicine-uses/medicine-uses.area.ts';
import { medicinesArea } from '../modules/medicines/medicines.area.ts';
import { messArea } from '../modules/mess/mess.area.ts';
import { miscExpensesArea } from '../modules/misc-expenses/misc-expenses.area.ts';
import { partiesArea } from '../modules/parties/parties.area.ts';
import { salesArea } from '../modules/sales/sales.area.ts';
import { weighingsArea } from '../modules/weighings/weighings.area.ts';
import { woodArea } from '../modules/wood/wood.area.ts';
import { buildFarmFixture } from '../test/farm-fixture.ts';
import type { FarmFixture } from '../test/farm-fixture.ts';
import { itemProjection } from './item-projection.ts';

// A list page's rows are projected onto the item schema instead of being checked against it
// row by row (item-projection.ts): every list must answer exactly what the schema's parse
// would, in the same order, and staff must still get no money.
let f: FarmFixture;

beforeAll(async () => {
  f = await buildFarmFixture({ demoRecords: true });
});
afterAll(() => f.close());

const AREAS: { path: string; schemas: { item: z.ZodType } }[] = [
  farmsArea,
  flocksArea,
  deathsArea,
  weighingsArea,
  eggCollectionsArea,
  feedPurchasesArea,
  feedUsagesArea,
  medicinesArea,
  medicineUsesArea,
  dieselArea,
  woodArea,
  partiesArea,
  salesArea,
  amountsArea,
  messArea,
  miscExpensesArea,
  employeesArea,
  employeeSalariesArea,
];

/** Every money key anywhere in an answer. */
const moneyKeysIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(moneyKeysIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(isMoneyField(key) ? [key] : []),
    ...moneyKeysIn(inner),
  ]);
};

/** Money keys the item schema names at its top level. */
const moneyFieldsOf = (item: z.ZodType) =>
  Object.keys((item as z.ZodObject).shape).filter((key) => isMoneyField(key));

describe.each(AREAS)('$path list', ({ path, schemas }) => {
  it("answers admins each row as the item schema's parse, field order included", async () => {
    const response = await f.admin('GET', `/api${path}?pageSize=200`);
    expect(response.statusCode, response.body).toBe(200);
    const { data, total } = response.json<{ data: unknown[]; total: number }>();
    expect(data.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(data.length);
    for (const row of data) {
      expect(JSON.stringify(row)).toBe(JSON.stringify(schemas.item.parse(row)));
    }
    const money = moneyFieldsOf(schemas.item);
    if (money.length > 0)
      expect(Object.keys(data[0] as object)).toEqual(expect.arrayContaining(money));
  });

  it('answers staff without a money field', async () => {
    const response = await f.staff('GET', `/api${path}?pageSize=200`);
    // Some lists are admins' only (salaries, the cash ledger): staff are refused them.
    if (response.statusCode === 403) return;
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: unknown[] }>();
    expect(data.length).toBeGreaterThan(0);
    expect(moneyKeysIn(data)).toEqual([]);
  });
});

describe('itemProjection', () => {
  it('keeps the fields the schema names, in its order, and drops the rest', () => {
    const project = itemProjection(
      z.object({
        id: z.string(),
        price: z.string().optional(),
        latest: z.object({ date: z.string() }).nullable(),
        rows: z.array(z.object({ n: z.number() })),
      }),
    );
    const row = {
      secret: 'x',
      rows: [{ n: 1, hidden: true }],
      latest: { date: '2026-01-01', extra: 1 },
      id: 'a',
    };
    expect(JSON.stringify(project(row))).toBe(
      '{"id":"a","latest":{"date":"2026-01-01"},"rows":[{"n":1}]}',
    );
    expect(project({ id: 'b', latest: null, rows: [] })).toEqual({
      id: 'b',
      latest: null,
      rows: [],
    });
  });

  it('refuses a schema whose parse would change a value', () => {
    expect(() => itemProjection(z.object({ n: z.coerce.number() }))).toThrow();
    expect(() => itemProjection(z.object({ n: z.string().default('0') }))).toThrow();
    expect(() => itemProjection(z.object({ n: z.string().transform(Number) }))).toThrow();
  });
});
