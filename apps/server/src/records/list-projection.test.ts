import { FARM_AREAS, FARM_AREA_IDS, isMoneyField } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startApiSession } from '../hardening/api-session.ts';
import type { ApiSession } from '../hardening/api-session.ts';
import { createOperations } from '../hardening/seed-records.ts';
import { giveStaffEveryFarm } from '../test/staff-farms.ts';
import { RECORD_AREAS } from './index.ts';
import { itemProjection } from './item-projection.ts';

// A list page's rows are projected onto the item schema instead of being checked against it
// row by row (item-projection.ts): every list must answer exactly what the schema's parse
// would, in the same order, and staff must still get no money. The records are made through
// the API from its own document, so every area has rows without demo data of its own: one of
// each kind with every field, and others with each choice of its enum fields (a layer flock, a
// customer and a supplier, ...).
let f: ApiSession;

beforeAll(async () => {
  f = await startApiSession();
  for (const op of createOperations(f.operations))
    await f.seeds.alternatives(op.path.split('/').pop()!);
  await giveStaffEveryFarm(f.database);
}, 240_000);
afterAll(() => f?.close());

const AREAS = FARM_AREA_IDS.map((id) => ({
  path: FARM_AREAS[id].paths.api,
  schemas: RECORD_AREAS[id].schemas,
}));

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
    const response = await f.admin('GET', `${path}?pageSize=200`);
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
    const response = await f.staff('GET', `${path}?pageSize=200`);
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
