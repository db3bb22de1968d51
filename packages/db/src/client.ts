import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseDriver } from '@flockbook/contracts';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseBackup } from './backup/backup-file.ts';
import { pgDump } from './backup/postgres-tools.ts';
import { migrationsFolder } from './cluster-template.ts';
import { startEmbeddedDatabase } from './embedded-database.ts';
import type { EmbeddedDatabase } from './embedded-database.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  /** PostgreSQL over node-postgres. */
  | { databaseUrl: string; poolSize?: number }
  /**
   * Embedded PGlite in a folder (created if missing, as a copy of the migrated template when
   * one was prepared: cluster-template.ts) or `memory://` for a throwaway one. It runs in a
   * worker thread: a long query never holds up the server's own thread.
   */
  | { dataDir: string };

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /**
   * Applies the committed migrations (idempotent); tests may name another folder of them (the
   * migrations up to an earlier one, to migrate data written before a later one).
   */
  migrate(folder?: string): Promise<void>;
  /** Runs a trivial query; resolves with the round-trip time in milliseconds. */
  ping(): Promise<number>;
  /**
   * The whole database as one consistent backup, taken while it serves: PGlite's tarball of
   * its data folder, or pg_dump's custom format (pg_dump must be installed). Fails with a
   * BackupError when it cannot be taken.
   */
  backup(): Promise<DatabaseBackup>;
  close(): Promise<void>;
};

// Any constant works; it only has to be the same for every process of this product.
const MIGRATION_LOCK_ID = 7_240_815;

export function createDb(options: DatabaseOptions): DatabaseHandle {
  return 'databaseUrl' in options ? createPostgres(options) : createPglite(options.dataDir);
}

function createPglite(dataDir: string): DatabaseHandle {
  return embeddedDatabaseHandle(startEmbeddedDatabase(dataDir));
}

/** The handle of an embedded database whose worker has started (open-database.ts). */
export function embeddedDatabaseHandle({ client, unlock }: EmbeddedDatabase): DatabaseHandle {
  // Drizzle's PGlite session only calls query and transaction, which the worker client mirrors.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return withPing({
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    backup: async () => ({ driver: 'pglite', bytes: await client.backup() }),
    close: () => client.close().finally(unlock),
  });
}

function createPostgres(options: { databaseUrl: string; poolSize?: number }): DatabaseHandle {
  // JIT off: the set-based report queries (the dashboard's) are estimated above
  // jit_above_cost, and compiling them takes many times longer than running them.
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    options: '-c jit=off',
  });
  // A connection can be cut while idle in the pool (a server restart, an administrator, a
  // database dropped as the pool closes). The pool discards it and the next query opens a new
  // one; without a listener the error would end the whole process.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema });
  return withPing({
    db: db as unknown as Database,
    driver: 'postgres',
    // Several API processes may start at once on one PostgreSQL: migrate under an advisory
    // lock held on a connection of its own.
    async migrate(folder = migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    backup: async () => ({ driver: 'postgres', bytes: await pgDump(options.databaseUrl) }),
    close: () => pool.end(),
  });
}

function withPing(handle: Omit<DatabaseHandle, 'ping'>): DatabaseHandle {
  return {
    ...handle,
    async ping() {
      const started = performance.now();
      await handle.db.execute(sql`select 1`);
      return performance.now() - started;
    },
  };
}
