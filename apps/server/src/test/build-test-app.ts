import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@flockbook/db/testing';
import type { TestDatabase } from '@flockbook/db/testing';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

/**
 * The real app on a fresh migrated database (PGlite in memory, or PostgreSQL when
 * TEST_DB=postgres), with a tiny stand-in web build so page fallbacks can be checked.
 */
export async function buildTestApp(
  options: { env?: Record<string, string>; extraRoutes?: FastifyPluginAsync } = {},
): Promise<TestApp> {
  const webDir = mkdtempSync(join(tmpdir(), 'flockbook-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><title>Flockbook</title><div id="root"></div>',
  );
  writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({ env, database });
  if (options.extraRoutes) await app.register(options.extraRoutes);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}
