import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../client.ts';
import { prepareClusterTemplate } from '../prepare-cluster-template.ts';
import { scratchRoot } from './scratch-root.ts';
import { onServer, TEST_DATA_ROOT, TEST_TEMPLATE_DATABASE } from './test-run.ts';

/**
 * Migrates a database once for the run, before any test file starts; each file's database is
 * then a copy of it (testing/index.ts). PGlite: the migrated template folder
 * (cluster-template.ts, kept between runs) and a folder for this run's data folders, removed
 * at the end. PostgreSQL: a template database named for this run, dropped at the end.
 * The teardown runs when the test files are done.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === 'postgres') return prepareTemplateDatabase();
  await prepareClusterTemplate();
  const root = mkdtempSync(join(scratchRoot(), 'flockbook-test-run-'));
  process.env[TEST_DATA_ROOT] = root;
  return async () => rmSync(root, { recursive: true, force: true });
}

async function prepareTemplateDatabase(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `flockbook_template_${randomBytes(6).toString('hex')}`;
  const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a database no one is connected to.
    const handle = createDb({ databaseUrl: url.toString(), poolSize: 1 });
    await handle.migrate().finally(() => handle.close());
  } catch (error) {
    await drop();
    throw error;
  }
  process.env[TEST_TEMPLATE_DATABASE] = name;
  return drop;
}
