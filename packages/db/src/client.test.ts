import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing.ts';
import type { TestDatabase } from './testing.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL connection cut while idle', () => {
  it('is replaced by a new one instead of ending the process', async () => {
    const rows = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    const pid = rows.rows[0]?.pid;
    expect(pid).toBeTypeOf('number');

    // The connection is back in the pool, idle; the server now ends it (as a restart would).
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const ended = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend($1) as ended',
      [pid],
    );
    await admin.end();
    expect(ended.rows[0]?.ended).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const again = (await database.db.execute(sql`select 1 as one`)) as unknown as {
      rows: { one: number }[];
    };
    expect(again.rows[0]?.one).toBe(1);
  });
});
