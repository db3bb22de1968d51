import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '../client.ts';
import { migrationsFolder } from '../cluster-template.ts';
import type { DatabaseHandle } from '../client.ts';
import { scratchRoot } from './scratch-root.ts';
import { onServer, TEST_TEMPLATE_DATABASE, TEST_DATA_ROOT } from './test-run.ts';

export { onServer } from './test-run.ts';

export type TestDatabase = DatabaseHandle & { dispose(): Promise<void> };

/**
 * A fresh, migrated database for one test file, removed again by dispose: PGlite in a folder
 * of its own, or a new database on the PostgreSQL server of TEST_DATABASE_URL when
 * TEST_DB=postgres. Both start as a copy of a database migrated once per run when the global
 * set-up prepared one (global-setup.ts), and are migrated here otherwise.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const dataDir = mkdtempSync(
      join(process.env[TEST_DATA_ROOT] ?? scratchRoot(), 'flockbook-db-'),
    );
    const handle = createDb({ dataDir });
    // A copy of the prepared template has every migration already; this only checks.
    await handle.migrate();
    return {
      ...handle,
      dispose: () =>
        handle.close().finally(() => rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const template = process.env[TEST_TEMPLATE_DATABASE];
  const database = await newPostgresDatabase(4, template);
  if (!template) await database.migrate();
  return database;
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL (a copy of `template` when
 * given, else empty), dropped by dispose.
 */
async function newPostgresDatabase(poolSize: number, template?: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `flockbook_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: url.toString(), poolSize });
  return {
    ...handle,
    async dispose() {
      // Dropped even when the handle was closed already (closing a pool twice fails).
      try {
        await handle.close();
      } finally {
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    },
  };
}

/**
 * A new database migrated only up to the migration `tag` (e.g. '0009_staff_farm_access'), to
 * write data as it was before a later migration; `migrate()` then applies the rest. PGlite in
 * memory, or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function createDatabaseMigratedTo(tag: string): Promise<TestDatabase> {
  const folder = mkdtempSync(join(process.env[TEST_DATA_ROOT] ?? scratchRoot(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (process.env.TEST_DB !== 'postgres') {
    const handle = createDb({ dataDir: 'memory://' });
    await handle.migrate(folder).finally(removeFolder);
    return { ...handle, dispose: () => handle.close() };
  }
  const database = await newPostgresDatabase(2);
  await database.migrate(folder).finally(removeFolder);
  return database;
}
