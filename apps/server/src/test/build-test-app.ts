import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestDatabase } from '@flockbook/db/testing';
import type { TestDatabase } from '@flockbook/db/testing';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import type { LogStream } from '../lib/logging.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's DATA_DIR (outbox, generated secret), removed by close(). */
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The real app on a fresh migrated database (PGlite in memory, or PostgreSQL when
 * TEST_DB=postgres), a data folder of its own, and a tiny stand-in web build so page
 * fallbacks can be checked.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    extraRoutes?: FastifyPluginAsync;
    /** Receives the app's log lines (set LOG_LEVEL in `env` too: tests default to silent). */
    logStream?: LogStream;
  } = {},
): Promise<TestApp> {
  const root = mkdtempSync(join(tmpdir(), 'flockbook-test-'));
  const webDir = join(root, 'web');
  const dataDir = join(root, 'data');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><title>Flockbook</title><div id="root"></div>',
  );
  const script = 'console.log("app");\n'.repeat(100);
  writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), script);
  // The build writes compressed copies beside each asset (apps/web/build/precompress.ts).
  writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    WEB_DIST_DIR: webDir,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests run the alert mail passes they need (app.alertMail.runOnce).
    ALERT_MAIL_EVERY_SECONDS: '0',
    ...options.env,
  });
  const app = await buildApp({ env, database, logStream: options.logStream });
  if (options.extraRoutes) await app.register(options.extraRoutes);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.dispose();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
