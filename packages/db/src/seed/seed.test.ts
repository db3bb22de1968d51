import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwords.ts';
import { users } from '../schema/users.ts';
import { createTestDatabase } from '../testing.ts';
import type { TestDatabase } from '../testing.ts';
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

  it('keeps emails unique whatever their case', async () => {
    const duplicate = database.db.execute(
      sql`insert into users (email, password_hash, data) values ('ADMIN@example.com', 'x', '{}')`,
    );
    await expect(duplicate).rejects.toThrow();
  });
});
