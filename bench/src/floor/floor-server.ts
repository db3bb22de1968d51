import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

// What the bare floor servers on the benchmark database share: the database they open (from
// DATABASE_URL, else the PGlite folder under DATA_DIR, as the real server finds them) and their
// start and stop on PORT and HOST.

type Body = { body: string };

/** One statement inside a transaction, answering its rows. */
export type FloorQuery = <T>(text: string, params: unknown[]) => Promise<T[]>;

export type FloorDatabase = {
  /** Runs one query whose rows each carry a whole response body. */
  query: (text: string, params: unknown[]) => Promise<Body[]>;
  /** Runs `work` in one transaction on one connection: committed, or rolled back if it throws. */
  transaction: <T>(work: (query: FloorQuery) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * A pool of the real server's size on PostgreSQL (`pgOptions` as the connections' `options`,
 * e.g. settings), or PGlite on DATA_DIR.
 */
export function openFloorDatabase(pgOptions?: string): FloorDatabase {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(pgOptions === undefined ? {} : { options: pgOptions }),
    });
    return {
      query: async (text, params) => (await pool.query<Body>(text, params)).rows,
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(
            async (text, params) => (await client.query(text, params)).rows,
          );
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite(path.join(process.env.DATA_DIR ?? './data', 'pglite'));
  return {
    query: async (text, params) => (await client.query<Body>(text, params)).rows,
    transaction: (work) =>
      client.transaction((tx) =>
        work(async <T>(text: string, params: unknown[]) => (await tx.query<T>(text, params)).rows),
      ),
    close: () => client.close(),
  };
}

/** Listens on PORT and HOST; SIGTERM or SIGINT closes the app, then the database, and exits. */
export async function serveFloor(
  app: FastifyInstance,
  database: FloorDatabase,
  name: string,
): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const shutdown = async (): Promise<void> => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  await app.listen({ port, host });
  console.log(`Bare ${name} floor is ready at http://${host}:${port}`);
}
