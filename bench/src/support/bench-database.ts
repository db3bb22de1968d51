import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDb } from '@flockbook/db';
import pg from 'pg';

export type Driver = 'postgres' | 'pglite';

/**
 * A database the benchmarks fill and the servers open. `dataDir` is the server's DATA_DIR
 * (on PostgreSQL it only holds the access-token secret); PGlite keeps its files in
 * `dataDir/pglite`, where the server looks for them.
 */
export type BenchDatabase =
  | { driver: 'postgres'; databaseUrl: string; dataDir: string; databaseName: string }
  | { driver: 'pglite'; dataDir: string };

/** One connection: what the generator's temporary tables need. */
export type SqlSession = {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
};

export const defaultServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
export const benchDatabaseName = 'flockbook_bench';

export function pgliteDir(database: BenchDatabase): string {
  return path.join(database.dataDir, 'pglite');
}

/** The server's environment for this database (DEMO off: the data set has its own admin). */
export function serverEnv(database: BenchDatabase): Record<string, string> {
  const env: Record<string, string> = {
    DATA_DIR: database.dataDir,
    DEMO: 'off',
    LOG_LEVEL: 'warn',
  };
  if (database.driver === 'postgres') env.DATABASE_URL = database.databaseUrl;
  return env;
}

/** A bare floor server's environment for this database: the one variable that opens it. */
export function floorEnv(database: BenchDatabase): Record<string, string> {
  return database.driver === 'postgres'
    ? { DATABASE_URL: database.databaseUrl }
    : { DATA_DIR: database.dataDir };
}

/** The URL of database `name` on the server `serverUrl` points at. */
function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated, empty database: on PostgreSQL `name` (default `flockbook_bench`; the round
 * benchmark's is `flockbook_bench_round`) is dropped and created again; on PGlite a new
 * temporary DATA_DIR. Migrations run as the server runs them.
 */
export async function freshDatabase(
  driver: Driver,
  name: string = benchDatabaseName,
): Promise<BenchDatabase> {
  // The name goes into SQL as written, and only a benchmark's own database may be dropped.
  if (!/^flockbook_bench[a-z0-9_]*$/.test(name)) {
    throw new Error(`A benchmark database is named flockbook_bench…, not "${name}".`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `flockbook-bench-${driver}-`));
  let database: BenchDatabase;
  if (driver === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL || defaultServerUrl;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    database = { driver, dataDir, databaseName: name, databaseUrl: withDatabase(serverUrl, name) };
  } else {
    database = { driver, dataDir };
  }
  const handle = createDb(
    database.driver === 'postgres'
      ? { databaseUrl: database.databaseUrl, poolSize: 1 }
      : { dataDir: pgliteDir(database) },
  );
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return database;
}

/** Removes what freshDatabase made (the PostgreSQL database is dropped too). */
export async function dropDatabase(database: BenchDatabase): Promise<void> {
  await rm(database.dataDir, { recursive: true, force: true });
  if (database.driver !== 'postgres') return;
  const admin = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL || defaultServerUrl,
  });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database.databaseName} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A single connection to the database, for the generator and the figure checks. */
export async function openSession(database: BenchDatabase): Promise<SqlSession> {
  if (database.driver === 'postgres') {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    return {
      async query<T>(text: string, params: unknown[] = []) {
        const result = await client.query(text, params);
        return result.rows as T[];
      },
      async exec(text: string) {
        await client.query(text);
      },
      close: () => client.end(),
    };
  }
  const client = new PGlite(pgliteDir(database));
  await client.waitReady;
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
    close: () => client.close(),
  };
}
