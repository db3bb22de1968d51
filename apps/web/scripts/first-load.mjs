// Lists the JavaScript a cold browser fetches for the login page, the shell after sign-in and
// the flock list, with gzip sizes. Start the server first, then:
//   FIRST_LOAD_URL=http://127.0.0.1:3000 node apps/web/scripts/first-load.mjs [--files] [--lang=ar]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const baseUrl = process.env.FIRST_LOAD_URL ?? 'http://127.0.0.1:3000';
const showFiles = process.argv.includes('--files');
const language = process.argv.find((arg) => arg.startsWith('--lang='))?.slice(7) ?? 'en';
const account = { email: 'admin@example.com', password: 'admin' };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Opens `path` in a fresh page of `context` and returns the scripts it fetched until idle. */
async function scriptsOf(context, path, waitFor) {
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(baseUrl) || !url.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(url).pathname, gzipSync(body, { level: 9 }).length);
  });
  const started = performance.now();
  await page.goto(`${baseUrl}${path}`);
  if (waitFor) await waitFor(page);
  const shownAfter = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { scripts, shownAfter };
}

async function signedInContext() {
  const context = await browser.newContext();
  await context.addInitScript((code) => localStorage.setItem('flockbook.language', code), language);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
  return context;
}

function report(label, { scripts, shownAfter }) {
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const timing = shownAfter ? `, shown after ${Math.round(shownAfter)} ms` : '';
  console.log(`${label}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} scripts${timing}`);
  if (!showFiles) return;
  const rows = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
  for (const [path, size] of rows)
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)}  ${path}`);
}

try {
  const guest = await browser.newContext();
  await guest.addInitScript((code) => localStorage.setItem('flockbook.language', code), language);
  report('/login', await scriptsOf(guest, '/login'));
  await guest.close();

  const shell = await signedInContext();
  report('/ (shell, signed in)', await scriptsOf(shell, '/'));
  await shell.close();

  const list = await signedInContext();
  // The header row plus at least one record row.
  const rows = (page) =>
    page
      .locator('[data-testid="record-list-flocks"]')
      .getByRole('row')
      .nth(1)
      .waitFor({ timeout: 30_000 });
  report('/apps/flocks (list, signed in)', await scriptsOf(list, '/apps/flocks', rows));
  await list.close();
} finally {
  await browser.close();
}
