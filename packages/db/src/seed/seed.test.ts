import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwords.ts';
import { users } from '../schema/users.ts';
import { createTestDatabase } from '../testing/index.ts';
import type { TestDatabase } from '../testing/index.ts';
import { seedDemoData } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('seedDemoData', () => {
  it('loads the demo accounts once, with hashed passwords', async () => {
    expect(await seedDemoData(database)).toBe(true);
    expect(await seedDemoData(database)).toBe(false);

    const rows = await database.db.select().from(users).orderBy(users.email);
    expect(rows.map((row) => [row.email, row.role])).toEqual([
      ['admin@example.com', ['admin']],
      ['staff@example.com', ['staff']],
    ]);
    const admin = rows[0]!;
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, 'admin')).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'wrong')).toBe(false);
  });

  it('loads two farms and six flocks with realistic, consistent records', async () => {
    const result = await database.db.execute(sql`
      select f.name, f.status, f.type, f.closed_on is not null as closed,
        (f.chicks_placed + f.free_chicks) as placed,
        coalesce((select sum(d.count) from deaths d where d.flock_id = f.id), 0)::int as dead,
        (select min(d.date) from deaths d where d.flock_id = f.id) >= f.placed_on as deaths_after_placement,
        (select count(*) from weighings w where w.flock_id = f.id)::int as weighings,
        (select count(*) from egg_collections e where e.flock_id = f.id)::int as egg_days
      from flocks f order by f.placed_on`);
    const flocks = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(flocks).toHaveLength(6);
    expect(flocks.filter((flock) => flock.closed)).toHaveLength(2);
    for (const flock of flocks) {
      const mortality = Number(flock.dead) / Number(flock.placed);
      expect(mortality, String(flock.name)).toBeGreaterThan(0.005);
      expect(mortality, String(flock.name)).toBeLessThan(0.09);
      expect(flock.deaths_after_placement).toBe(true);
      expect(Number(flock.weighings)).toBeGreaterThan(0);
      expect(Number(flock.egg_days) > 0).toBe(flock.type === 'layer');
    }
  });

  it('gives the demo staff member both demo farms', async () => {
    const result = await database.db.execute(sql`
      select u.email, count(uf.farm_id)::int as farms from users u
        left join user_farms uf on uf.user_id = u.id group by u.email order by u.email`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { email: 'admin@example.com', farms: 0 },
      { email: 'staff@example.com', farms: 2 },
    ]);
  });

  it('keeps every feed type in stock on every day, and every medicine batch within what was bought', async () => {
    const feed = await database.db.execute(sql`
      with events as (
        select p.farm_id, p.feed_type, p.date, p.quantity_kg as delta from feed_purchases p
        union all
        select f.farm_id, u.feed_type, u.date, -u.quantity_kg from feed_usages u join flocks f on f.id = u.flock_id),
      daily as (select farm_id, feed_type, date, sum(delta) as delta from events group by 1, 2, 3),
      running as (select farm_id, feed_type, sum(delta) over (partition by farm_id, feed_type order by date) as balance from daily)
      select count(*)::int as types, min(balance)::float8 as lowest, count(*) filter (where balance < 0)::int as negative from running`);
    const [stock] = (
      feed as unknown as { rows: { types: number; lowest: number; negative: number }[] }
    ).rows;
    expect(stock?.types).toBeGreaterThan(0);
    expect(stock?.negative).toBe(0);
    const medicine = await database.db.execute(sql`
      select count(*)::int as batches,
        count(*) filter (where m.quantity < (select coalesce(sum(quantity), 0) from medicine_uses mu where mu.medicine_id = m.id))::int as overdrawn,
        (select count(*) from medicine_uses)::int as uses
      from medicines m`);
    const [batches] = (
      medicine as unknown as { rows: { batches: number; overdrawn: number; uses: number }[] }
    ).rows;
    expect(batches?.batches).toBeGreaterThan(5);
    expect(batches?.uses).toBeGreaterThan(10);
    expect(batches?.overdrawn).toBe(0);
  });

  it('sells finished flocks out, never overpays a sale, and leaves some customers owing', async () => {
    const result = await database.db.execute(sql`
      select
        (select count(*) from flocks f where f.status = 'closed' and f.chicks_placed + f.free_chicks
          - (select coalesce(sum(count), 0) from deaths d where d.flock_id = f.id)
          - (select coalesce(sum(birds), 0) from sales s where s.flock_id = f.id and s.item in ('live birds', 'culls')) <> 0)::int as closed_with_birds,
        (select count(*) from sales s where (select coalesce(sum(amount), 0) from amounts a where a.sale_id = s.id) > s.total)::int as overpaid,
        (select count(*) from sales s where (select coalesce(sum(amount), 0) from amounts a where a.sale_id = s.id) < s.total)::int as owing,
        (select count(*) from sales where item = 'eggs')::int as egg_sales,
        (select count(*) from employee_salaries)::int as salaries`);
    const [money] = (result as unknown as { rows: Record<string, number>[] }).rows;
    expect(money).toMatchObject({ closed_with_birds: 0, overpaid: 0 });
    expect(money?.owing).toBeGreaterThan(0);
    expect(money?.egg_sales).toBeGreaterThan(0);
    expect(money?.salaries).toBeGreaterThan(5);
  });

  it('keeps emails unique whatever their case', async () => {
    const duplicate = database.db.execute(
      sql`insert into users (email, password_hash, data) values ('ADMIN@example.com', 'x', '{}')`,
    );
    await expect(duplicate).rejects.toThrow();
  });
});
