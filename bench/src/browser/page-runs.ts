import type { Browser, BrowserContext, Page } from 'playwright-core';
import { probeScript, reachedKey } from './page-probe.ts';
import type { ProbeTarget } from './page-probe.ts';
import { watchNetwork } from './network-watch.ts';
import type { NetworkWatch } from './network-watch.ts';
import type { ScriptFiles } from './script-files.ts';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One cold load: milliseconds from navigation start to the target, and the JavaScript. */
export type TimedLoad = { ms: number; scripts: ScriptFiles };

export type SignInRun = {
  login: TimedLoad;
  /** /login, then signing in until the first page after it is idle: everything downloaded. */
  signedIn: { scripts: ScriptFiles; landedOn: string };
  session: StorageState;
};

export const timeoutMs = 60_000;

/** BENCH_BROWSER_RUNS: measured rounds of a browser benchmark (1 to 50, default 5). */
export function browserRounds(): number {
  const raw = process.env.BENCH_BROWSER_RUNS?.trim();
  const value = raw ? Number(raw) : 5;
  if (!Number.isInteger(value) || value < 1 || value > 50) {
    throw new Error(`BENCH_BROWSER_RUNS must be a whole number of 1 to 50, got "${raw}".`);
  }
  return value;
}
const viewport = { width: 1280, height: 800 };

/** The probe's `performance.now()` once the page's target was reached (see page-probe.ts). */
export async function reachedAt(page: Page): Promise<number> {
  // A function, not a string: the app's Content-Security-Policy forbids evaluating text.
  const handle = await page.waitForFunction(
    (key) => (globalThis as unknown as Record<string, number | undefined>)[key],
    reachedKey,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as unknown as number;
}

/** A fresh context (empty cache), timed towards `target` from its first document on. */
async function timedContext(
  browser: Browser,
  target: ProbeTarget,
  session?: StorageState,
): Promise<{ context: BrowserContext; network: NetworkWatch }> {
  const context = await browser.newContext({ viewport, storageState: session });
  await context.addInitScript({ content: probeScript(target) });
  return { context, network: watchNetwork(context) };
}

/** Cold /login until the form shows, then signing in until the page after it is idle. */
export async function signInRun(
  browser: Browser,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<SignInRun> {
  const loginForm = 'input[name="password"]';
  const { context, network } = await timedContext(browser, {
    kind: 'element',
    selector: loginForm,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    const ms = await reachedAt(page);
    await network.quiet();
    const login = { ms, scripts: await network.scripts() };

    await page.locator('input[name="email"]').fill(credentials.email);
    await page.locator(loginForm).fill(credentials.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: timeoutMs });
    await network.quiet();
    const signedIn = { scripts: await network.scripts(), landedOn: new URL(page.url()).pathname };
    return { login, signedIn, session: await context.storageState() };
  } finally {
    await context.close();
  }
}

/**
 * A cold load of a list page (signed in when a session is given) until `rows` data rows are
 * visible in `container`, counted again afterwards by role as a person's tools would see them;
 * the JavaScript is counted once the page is idle.
 */
export async function listRun(
  browser: Browser,
  url: string,
  list: { container: string; rows: number },
  session?: StorageState,
): Promise<TimedLoad> {
  const target: ProbeTarget = { kind: 'rows', ...list };
  const { context, network } = await timedContext(browser, target, session);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const ms = await reachedAt(page);
    const rows = page
      .locator(list.container)
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') });
    const shown = await rows.count();
    if (shown < list.rows || !(await rows.nth(list.rows - 1).isVisible())) {
      throw new Error(`${url} shows ${shown} rows by role, expected ${list.rows}.`);
    }
    await network.quiet();
    return { ms, scripts: await network.scripts() };
  } finally {
    await context.close();
  }
}

/**
 * A cold signed-in load of a page until `selector` shows; the JavaScript is counted once the
 * page is idle.
 */
export async function pageRun(
  browser: Browser,
  url: string,
  selector: string,
  session: StorageState,
): Promise<TimedLoad> {
  const { context, network } = await timedContext(browser, { kind: 'element', selector }, session);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const ms = await reachedAt(page);
    await network.quiet();
    return { ms, scripts: await network.scripts() };
  } finally {
    await context.close();
  }
}
