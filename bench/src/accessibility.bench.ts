import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '@flockbook/e2e/axe';
import { launchChromium } from './browser/chromium.ts';
import { ensureFlocks, listRows, peerRows } from './browser/flock-rows.ts';
import { signInRun } from './browser/page-runs.ts';
import type { StorageState } from './browser/page-runs.ts';
import { peerDistDir, preparePeerApp } from './browser/peer-app.ts';
import { metric } from './support/metrics.ts';
import type { Benchmark, BenchmarkOutcome } from './support/metrics.ts';
import { benchRoot, serverEntry } from './support/paths.ts';
import { startService } from './support/service-process.ts';
import { signIn } from './support/sign-in.ts';

const admin = { email: 'admin@example.com', password: 'admin' };
const peerServerEntry = path.join(benchRoot, 'src', 'browser', 'peer-server.ts');

/** Axe's violations on a list page once its rows show: one line per element. */
async function listViolations(
  browser: Browser,
  url: string,
  rowsIn: string,
  session?: StorageState,
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: session,
  });
  try {
    const page: Page = await context.newPage();
    await page.goto(url);
    const rows = page.locator(rowsIn).getByRole('row');
    await rows.nth(listRows).waitFor({ timeout: 60_000 });
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}

/** The rule of each violation line (`rule (impact): target: ...`). */
function byRule(lines: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines) {
    const rule = line.split(' ')[0] ?? line;
    counts[rule] = (counts[rule] ?? 0) + 1;
  }
  return counts;
}

/**
 * Axe (the browser tests' rules: WCAG 2.0/2.1 A and AA, and headings in order) on Flockbook's
 * flock list and on the minimal react-admin list app with the same 50 rows, in one run.
 */
async function runAccessibilityBenchmark(): Promise<BenchmarkOutcome> {
  await preparePeerApp();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flockbook-bench-axe-'));
  const server = await startService({
    entry: serverEntry,
    env: { DATA_DIR: dataDir, DEMO: 'on', LOG_LEVEL: 'warn' },
  });
  try {
    const flocks = await ensureFlocks(server.url, await signIn(server.url, admin));
    const rowsFile = path.join(dataDir, 'peer-rows.json');
    await writeFile(rowsFile, JSON.stringify(peerRows(flocks)));
    const peerServer = await startService({
      entry: peerServerEntry,
      env: { PEER_DIST_DIR: peerDistDir, PEER_ROWS_FILE: rowsFile, LOG_LEVEL: 'warn' },
    });
    const browser = await launchChromium();
    try {
      const { session } = await signInRun(browser, server.url, admin);
      const flockList = await listViolations(
        browser,
        `${server.url}/apps/flocks?pageSize=${listRows}`,
        '[data-testid="record-list-flocks"]',
        session,
      );
      const peerList = await listViolations(browser, `${peerServer.url}/#/flocks`, '#root');
      return {
        metrics: [
          metric(
            {
              id: 'axe-flock-list',
              label: 'axe violations, flock list (elements)',
              unit: 'elements',
              value: flockList.length,
              better: 'lower',
              details: byRule(flockList),
            },
            peerList.length,
          ),
        ],
        notes: [
          `Flock list: ${flockList.length} elements in violation` +
            (flockList.length > 0 ? `:\n  ${flockList.join('\n  ')}` : '.'),
          `react-admin list: ${peerList.length} elements in violation` +
            (peerList.length > 0 ? `:\n  ${peerList.join('\n  ')}` : '.'),
        ],
      };
    } finally {
      await browser.close();
      await peerServer.stop();
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const accessibilityBenchmark: Benchmark = {
  name: 'accessibility',
  run: runAccessibilityBenchmark,
};
