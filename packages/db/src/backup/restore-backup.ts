import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { dataDirOwner, lockDataDir } from '../data-dir-lock.ts';
import { embeddedDatabaseDir } from '../embedded-database.ts';
import { BackupError } from './backup-error.ts';
import { BACKUP_KINDS, backupKindOf } from './backup-file.ts';
import { runPostgresTool } from './postgres-tools.ts';

export type RestoreTarget = { databaseUrl: string } | { dataDir: string };

const targetName = (target: RestoreTarget) =>
  'databaseUrl' in target ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (DATA_DIR)';

/**
 * Brings a backup back into an empty installation: a PGlite backup into an empty DATA_DIR, a
 * pg_dump backup into an empty PostgreSQL database. Refuses a target in use or holding data,
 * so nothing is ever overwritten.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<void> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(
      error.code === 'ENOENT'
        ? `There is no file ${file}.`
        : `${file} cannot be read: ${error.message}`,
    );
  });
  const kind = backupKindOf(bytes);
  if (!kind) throw new BackupError(`${file} is not a Flockbook backup.`);
  const wanted = 'databaseUrl' in target ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    throw new BackupError(
      `${file} is ${BACKUP_KINDS[kind].description}; it is restored into ` +
        `${kind === 'postgres' ? 'PostgreSQL: set DATABASE_URL' : 'the embedded database: unset DATABASE_URL'}` +
        `, not into ${targetName(target)}.`,
    );
  }
  if ('databaseUrl' in target) await restorePostgres(file, target.databaseUrl);
  else await restoreEmbedded(bytes, target.dataDir);
}

async function restoreEmbedded(bytes: Buffer, dataDir: string): Promise<void> {
  const folder = embeddedDatabaseDir(dataDir);
  const owner = dataDirOwner(folder);
  if (owner !== undefined) {
    throw new BackupError(
      `The data folder ${dataDir} is in use by a running Flockbook server (pid ${owner}). ` +
        'A backup is restored only into an empty folder: set DATA_DIR to a new folder.',
    );
  }
  const existed = existsSync(dataDir);
  if (existed && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `The data folder ${dataDir} is not empty. A backup is restored only into an empty ` +
        'folder, so nothing is overwritten: set DATA_DIR to a new folder, or move this one away.',
    );
  }
  mkdirSync(folder, { recursive: true });
  // Held while restoring, so no server opens the folder half-written.
  const unlock = lockDataDir(folder);
  try {
    const database = await PGlite.create({ dataDir: folder, loadDataDir: new Blob([bytes]) });
    try {
      await checkFlockbookDatabase((sql) => database.query(sql));
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(existed ? folder : dataDir, { recursive: true, force: true });
    throw error instanceof BackupError
      ? error
      : new BackupError(`The backup could not be restored: ${(error as Error).message}`, {
          cause: error,
        });
  } finally {
    // Also removes the lock file of the server the backup was taken from, copied with its files.
    unlock();
  }
}

async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot connect to DATABASE_URL: ${(error as Error).message}. Create an empty database ` +
        'first (createdb).',
    );
  }
  try {
    const { rows } = await client.query<{ others: number; tables: number }>(
      `select
         (select count(*)::int from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()) as others,
         (select count(*)::int from pg_tables
           where schemaname not in ('pg_catalog', 'information_schema')) as tables`,
    );
    const { others, tables } = rows[0]!;
    if (others > 0) {
      throw new BackupError(
        `The database of DATABASE_URL is in use (${others} other connection${others === 1 ? '' : 's'}, ` +
          'a running server?). A backup is restored only into an empty database nobody uses.',
      );
    }
    if (tables > 0) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${tables} tables). A backup is restored ` +
          'only into an empty database, so nothing is overwritten: create a new one (createdb).',
      );
    }
  } finally {
    await client.end();
  }
  await runPostgresTool('pg_restore', databaseUrl, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    file,
  ]);
}

/** A restored database must be Flockbook's: it has the migrations' table. */
async function checkFlockbookDatabase(
  query: (sql: string) => Promise<{ rows: unknown[] }>,
): Promise<void> {
  try {
    await query('select 1 from drizzle.__drizzle_migrations limit 1');
  } catch {
    throw new BackupError('The backup holds a database, but not a Flockbook one.');
  }
}
