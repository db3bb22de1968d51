import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromiumPath } from './support/chromium.ts';
import { e2eDatabaseUrl } from './support/environment.ts';

// Specs drive Debian's Chromium (CHROMIUM_PATH to use another binary) against the real server:
// one per test worker (support/fixtures.ts), on a free port with a fresh DATA_DIR, so workers
// share no data. Set E2E_DATABASE_URL to run the server on PostgreSQL instead of the embedded
// PGlite; the one database then allows one worker.
const executablePath = resolveChromiumPath();
const workers = e2eDatabaseUrl() === undefined ? 2 : 1;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  // A spec file's tests run in order in one worker; files are shared out among the workers.
  fullyParallel: false,
  workers,
  // In CI a test gets one more try, so a browser that hangs while closing a context does not fail
  // the run; a retried test is listed as flaky in the output, and failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  globalTimeout: 45 * 60_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    // As a user who asks the system for less motion: pages appear at once, no endless animation,
    // a third less of the browser's drawing work. shell-layout.spec.ts checks one page with motion.
    reducedMotion: 'reduce',
    headless: true,
    launchOptions: { executablePath, args: chromiumArgs },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A trace records every frame and a snapshot of the page at each step: in CI, where a failed
    // test gets a second try, that try records one (almost half of the browser's work otherwise).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
