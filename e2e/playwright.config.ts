import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromiumPath } from './support/chromium.ts';

// Specs drive Debian's Chromium (CHROMIUM_PATH to use another binary) against the real server,
// started once by global-setup.ts on a free port with a fresh DATA_DIR. Set E2E_DATABASE_URL to
// run that server on PostgreSQL instead of the embedded PGlite.
const executablePath = resolveChromiumPath();

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
    headless: true,
    launchOptions: { executablePath, args: chromiumArgs },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
