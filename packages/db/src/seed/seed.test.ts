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

  it('keeps emails unique whatever their case', async () => {
    const duplicate = database.db.execute(
      sql`insert into users (email, password_hash, data) values ('ADMIN@example.com', 'x', '{}')`,
    );
    await expect(duplicate).rejects.toThrow();
  });
});
