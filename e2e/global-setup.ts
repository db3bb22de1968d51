import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_DATA_DIR_VARIABLE, e2eDatabaseUrl } from './support/environment.ts';
import { artifactsDir, webDistDir } from './support/paths.ts';
import { startServer } from './support/server-process.ts';
import type { RunningServer } from './support/server-process.ts';

/**
 * Starts the real server once for the whole run: built web app, fresh temporary DATA_DIR, demo
 * data on. Specs reach it through `baseURL` (PLAYWRIGHT_TEST_BASE_URL) and its data folder through
 * E2E_DATA_DIR (mail written to the outbox is read from there). The returned function is
 * the teardown: SIGTERM to the server, then the temporary folder is removed.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webDistDir}/index.html is missing): run npm run build first.`,
    );
  }

  await mkdir(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, 'server.log');
  await writeFile(logFile, '');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'flockbook-e2e-'));
  const databaseUrl = e2eDatabaseUrl();
  let server: RunningServer;
  try {
    server = await startServer({
      dataDir,
      demo: 'on',
      logFile,
      // Test accounts register from addresses of their own (see registerAccount), as users do.
      env: { TRUST_PROXY: 'true' },
      startTimeoutMs: 60_000,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.PLAYWRIGHT_TEST_BASE_URL = server.url;
  process.env.E2E_BASE_URL = server.url;
  process.env[E2E_DATA_DIR_VARIABLE] = dataDir;
  const running = server;

  return async () => {
    const result = await running.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (result.code !== 0) {
      console.warn(
        `The e2e server did not exit cleanly on SIGTERM (code ${String(result.code)}, signal ${String(result.signal)}).`,
      );
    }
  };
}
