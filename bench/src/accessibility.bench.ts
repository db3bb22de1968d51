import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '@flockbook/e2e/axe';
import { listRows } from './browser/flock-rows.ts';
import { admin, withListServers } from './browser/list-servers.ts';
import { signInRun } from './browser/page-runs.ts';
import type { StorageState } from './browser/page-runs.ts';
import { metric } from './support/metrics.ts';
import type { Benchmark, BenchmarkOutcome } from './support/metrics.ts';

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
  return withListServers('axe', async ({ server, peerServer, browser }) => {
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
  });
}

export const accessibilityBenchmark: Benchmark = {
  name: 'accessibility',
  run: runAccessibilityBenchmark,
};
