import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

// What the bare floor servers on the benchmark database share: the database they open (from
// DATABASE_URL, else the PGlite folder under DATA_DIR, as the real server finds them) and their
// start and stop on PORT and HOST.

type Body = { body: string };

export type FloorDatabase = {
  /** Runs one query whose rows each carry a whole response body. */
  query: (text: string, params: unknown[]) => Promise<Body[]>;
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
      close: () => pool.end(),
    };
  }
  const client = new PGlite(path.join(process.env.DATA_DIR ?? './data', 'pglite'));
  return {
    query: async (text, params) => (await client.query<Body>(text, params)).rows,
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
