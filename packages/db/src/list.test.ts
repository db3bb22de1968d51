import { listQuerySchema } from '@flockbook/contracts';
import type { ListQuery } from '@flockbook/contracts';
import { eq, sql } from 'drizzle-orm';
import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListClauses, ListQueryError } from './list.ts';
import type { ListSpec } from './list.ts';
import { createTestDatabase } from './testing/index.ts';
import type { TestDatabase } from './testing/index.ts';

// A table of this test's own, so the dialect is proven independently of any farm area.
const birds = pgTable('list_test_birds', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  house: text('house').notNull(),
  weighedOn: date('weighed_on').notNull(),
  grams: integer('grams').notNull(),
});

type BirdFilters = { house?: string; from?: string };
const spec: ListSpec<BirdFilters> = {
  sortable: { name: birds.name, weighedOn: birds.weighedOn, grams: birds.grams },
  defaultSort: { field: 'weighedOn', direction: 'desc' },
  tiebreaker: birds.id,
  searchable: [birds.name],
  filters: {
    house: (value) => eq(birds.house, value),
    from: (value) => sql`${birds.weighedOn} >= ${value}`,
  },
};

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table list_test_birds (
    id serial primary key, name text not null, house text not null,
    weighed_on date not null, grams integer not null)`);
  await database.db.insert(birds).values([
    { name: 'Ross A', house: 'H1', weighedOn: '2026-01-01', grams: 180 },
    { name: 'Ross B', house: 'H1', weighedOn: '2026-01-08', grams: 450 },
    { name: 'Cobb C', house: 'H2', weighedOn: '2026-01-15', grams: 900 },
    { name: 'Cobb D', house: 'H2', weighedOn: '2026-01-22', grams: 1400 },
    { name: '100%_pure', house: 'H3', weighedOn: '2026-01-29', grams: 2000 },
  ]);
});
afterAll(() => database.dispose());

const parse = (input: Record<string, string>) => listQuerySchema.parse(input);

/** A page of birds and the matching total, selected with the clauses as a record area does. */
async function listBirds(
  listSpec: ListSpec<BirdFilters>,
  query: ListQuery,
  filterValues: Partial<BirdFilters> = {},
) {
  const { where, orderBy, limit, offset } = buildListClauses(listSpec, query, filterValues);
  const [data, counted] = await Promise.all([
    database.db
      .select()
      .from(birds)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(birds)
      .where(where),
  ]);
  return { data, total: counted[0]?.total ?? 0 };
}

describe('buildListClauses', () => {
  it('answers the first page with the default sort and the full total', async () => {
    const result = await listBirds(spec, parse({ pageSize: '2' }));
    expect(result.total).toBe(5);
    expect(result.data.map((row) => row.name)).toEqual(['100%_pure', 'Cobb D']);
  });

  it('pages through without overlap', async () => {
    const page2 = await listBirds(spec, parse({ pageSize: '2', page: '2' }));
    const page3 = await listBirds(spec, parse({ pageSize: '2', page: '3' }));
    expect(page2.data.map((row) => row.name)).toEqual(['Cobb C', 'Ross B']);
    expect(page3.data.map((row) => row.name)).toEqual(['Ross A']);
  });

  it('sorts by an allowed field in either direction', async () => {
    const result = await listBirds(spec, parse({ sort: 'grams:asc' }));
    expect(result.data.map((row) => row.grams)).toEqual([180, 450, 900, 1400, 2000]);
  });

  it('applies filters and counts only the matching rows', async () => {
    const result = await listBirds(spec, parse({}), {
      house: 'H1',
      from: '2026-01-05',
    });
    expect(result).toMatchObject({ total: 1, data: [{ name: 'Ross B' }] });
  });

  it('searches free text case-insensitively, treating wildcards as plain text', async () => {
    const cobb = await listBirds(spec, parse({ q: 'cobb' }));
    expect(cobb.total).toBe(2);
    const literal = await listBirds(spec, parse({ q: '%_' }));
    expect(literal.data.map((row) => row.name)).toEqual(['100%_pure']);
  });

  it('searches with a condition made from the pattern, wildcards still plain text', async () => {
    const plain: ListSpec<BirdFilters> = {
      ...spec,
      searchable: [(pattern) => sql`${birds.house} ilike ${pattern}`],
    };
    const h2 = await listBirds(plain, parse({ q: 'h2', sort: 'name:asc' }));
    expect(h2).toMatchObject({ total: 2, data: [{ name: 'Cobb C' }, { name: 'Cobb D' }] });
    const wildcard = await listBirds(plain, parse({ q: '_2' }));
    expect(wildcard.total).toBe(0);
  });

  it('refuses a sort field outside the allow-list', async () => {
    const attempt = listBirds(spec, parse({ sort: 'house:asc' }));
    await expect(attempt).rejects.toBeInstanceOf(ListQueryError);
    await expect(attempt).rejects.toMatchObject({ field: 'sort' });
  });

  it('refuses a filter outside the allow-list', async () => {
    const unknown = { colour: 'red' } as unknown as BirdFilters;
    await expect(listBirds(spec, parse({}), unknown)).rejects.toMatchObject({
      field: 'colour',
    });
  });
});
