import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { scratchRoot } from '@flockbook/db/scratch-root';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_DATA_DIR_VARIABLE, e2eDatabaseUrl } from './environment.ts';
import { artifactsDir } from './paths.ts';
import { startServer } from './server-process.ts';

export { expect } from '@playwright/test';

type WorkerFixtures = {
  /** The real server of this test worker: its address and its data folder. */
  appServer: { url: string; dataDir: string };
};

/**
 * Playwright's `test` with a server per test worker: built web app, fresh temporary DATA_DIR,
 * demo data on. Workers run side by side without seeing each other's data; a worker's specs
 * reach its server through `baseURL`, and its data folder through E2E_DATA_DIR (mail written
 * to the outbox is read from there). The server starts with the worker's first test that
 * needs it and stops (SIGTERM, then the folder is removed) when the worker ends.
 */
export const test = base.extend<Record<never, never>, WorkerFixtures>({
  appServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await mkdir(artifactsDir, { recursive: true });
      const logFile = path.join(artifactsDir, `server-${workerInfo.workerIndex}.log`);
      await writeFile(logFile, '');
      const dataDir = await mkdtemp(path.join(scratchRoot(), 'flockbook-e2e-'));
      const databaseUrl = e2eDatabaseUrl();
      try {
        const server = await startServer({
          dataDir,
          demo: 'on',
          logFile,
          // Test accounts register from addresses of their own (see registerAccount), as users do.
          env: { TRUST_PROXY: 'true' },
          startTimeoutMs: 60_000,
          ...(databaseUrl === undefined ? {} : { databaseUrl }),
        });
        process.env[E2E_DATA_DIR_VARIABLE] = dataDir;
        await use({ url: server.url, dataDir });
        const result = await server.stop();
        if (result.code !== 0) {
          console.warn(
            `The e2e server did not exit cleanly on SIGTERM (code ${String(result.code)}, signal ${String(result.signal)}).`,
          );
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
});
