import { createDatabaseMigratedTo } from '@flockbook/db/testing';
import type { TestDatabase } from '@flockbook/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../lib/query-rows.ts';

// The migration that made houses records: each farm's free-text house names of its flocks
// become its houses, and every flock points at its own, its figures untouched.

let database: TestDatabase;
beforeAll(async () => {
  database = await createDatabaseMigratedTo('0009_staff_farm_access');
}, 60_000);
afterAll(() => database?.dispose());

const FLOCK_COLUMNS = sql`id, farm_id, name, house, placed_on::text, chicks_placed, free_chicks,
  chick_price::text, status, version, updated_at::text`;

it('turns the free-text house names of each farm into its houses', async () => {
  const { db } = database;
  await db.execute(sql`insert into farms (id, name) values
    ('00000000-0000-4000-8000-00000000000a', 'Farm A'),
    ('00000000-0000-4000-8000-00000000000b', 'Farm B')`);
  await db.execute(sql`insert into flocks (farm_id, name, handle, type, breed, house, placed_on,
      chicks_placed, free_chicks, chick_price, status) values
    ('00000000-0000-4000-8000-00000000000a', 'A1', 'a1', 'broiler', 'Ross 308', 'House 1', '2026-01-01', 1000, 10, '50', 'closed'),
    ('00000000-0000-4000-8000-00000000000a', 'A2', 'a2', 'broiler', 'Ross 308', ' house 1 ', '2026-03-01', 1200, 0, '51', 'active'),
    ('00000000-0000-4000-8000-00000000000a', 'A3', 'a3', 'layer', 'Lohmann Brown', 'House 2', '2026-03-01', 900, 0, '60', 'active'),
    ('00000000-0000-4000-8000-00000000000a', 'A4', 'a4', 'broiler', 'Cobb 500', '', '2026-03-01', 500, 5, '49', 'active'),
    ('00000000-0000-4000-8000-00000000000b', 'B1', 'b1', 'broiler', 'Ross 308', 'House 1', '2026-02-01', 700, 0, '52', 'active')`);
  const before = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${FLOCK_COLUMNS} from flocks order by name`,
  );

  await database.migrate();

  const houses = await queryRows<{ id: string; farm: string; name: string; active: boolean }>(
    db,
    sql`select h.id, f.name as farm, h.name, h.active from houses h join farms f on f.id = h.farm_id
      order by f.name, h.name`,
  );
  expect(houses.map(({ farm, name, active }) => [farm, name, active])).toEqual([
    ['Farm A', 'House 1', true],
    ['Farm A', 'House 2', true],
    ['Farm B', 'House 1', true],
  ]);
  const placed = await queryRows<{ name: string; house_id: string | null }>(
    db,
    sql`select name, house_id from flocks order by name`,
  );
  const houseOf = (farm: string, name: string) =>
    houses.find((house) => house.farm === farm && house.name === name)?.id;
  expect(placed).toEqual([
    { name: 'A1', house_id: houseOf('Farm A', 'House 1') },
    { name: 'A2', house_id: houseOf('Farm A', 'House 1') },
    { name: 'A3', house_id: houseOf('Farm A', 'House 2') },
    { name: 'A4', house_id: null },
    { name: 'B1', house_id: houseOf('Farm B', 'House 1') },
  ]);
  // Every other column of every flock, its version and time of change too, is as it was.
  expect(
    await queryRows<Record<string, unknown>>(
      db,
      sql`select ${FLOCK_COLUMNS} from flocks order by name`,
    ),
  ).toEqual(before);
  const audited = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from audit_entries where entity = 'house'`,
  );
  expect(audited[0]?.count).toBe(3);
});
