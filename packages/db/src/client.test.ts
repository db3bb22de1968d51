import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWorkerClient } from './pglite-worker/client.ts';
import { createTestDatabase } from './testing/index.ts';
import type { TestDatabase } from './testing/index.ts';

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

describe('database errors', () => {
  it('keep their SQLSTATE on the cause', async () => {
    const failure = await database.db.execute(sql`select 1 / 0`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as { cause?: { code?: string } }).cause?.code).toBe('22012');
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('PGlite in a worker thread', () => {
  const countProbes = async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from tx_probe`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n;
  };

  it('starts with a small buffer pool, which a restart zeroes quickly', async () => {
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    expect(result.rows[0]?.shared_buffers).toBe('32MB');
  });

  it('runs nothing inside an open transaction but its own queries', async () => {
    await database.db.execute(sql`create table tx_probe (n int)`);
    let began: () => void = () => {};
    const inside = new Promise<void>((resolve) => (began = resolve));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
      began();
      await held;
      await tx.execute(sql`insert into tx_probe values (2)`);
    });
    await inside;
    const outside = countProbes();
    const order: string[] = [];
    void outside.then(() => order.push('outside'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('released');
    release();
    await transaction;
    expect(await outside).toBe(2);
    expect(order).toEqual(['released', 'outside']);
  });

  it('rolls a failed transaction back', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (3)`);
        throw new Error('changed my mind');
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'changed my mind' });
    expect(await countProbes()).toBe(2);
  });

  it('turns a crashed worker into errors, for pending and later queries', async () => {
    const crashing = new URL('./pglite-worker/stopping-worker.fixture.js', import.meta.url);
    const client = new PgliteWorkerClient({ dataDir: 'memory://' }, crashing);
    await expect(client.query('select 1')).rejects.toThrow(/worker stopped \(exit code 3\)/);
    await expect(client.query('select 1')).rejects.toThrow(/worker stopped/);
    await client.close();
  });

  describe('one client of its own', () => {
    // A fresh PGlite takes seconds to start on a busy machine: one for these tests, in a hook.
    let client: PgliteWorkerClient;
    beforeAll(async () => {
      client = new PgliteWorkerClient({ dataDir: 'memory://' });
      await client.query('select 1');
    });

    it('fails a query whose parameter cannot cross to the worker, and goes on', async () => {
      await expect(client.query('select $1::text', [() => 'a function'])).rejects.toThrow(
        /could not be cloned/,
      );
      expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });

    it('refuses queries once closed', async () => {
      await client.close();
      await expect(client.query('select 1')).rejects.toThrow('The database is closed.');
    });
  });
});
