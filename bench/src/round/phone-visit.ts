import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchNetwork } from '../browser/network-watch.ts';
import type { NetworkWatch } from '../browser/network-watch.ts';
import { probeScript } from '../browser/page-probe.ts';
import { reachedAt, timeoutMs } from '../browser/page-runs.ts';
import type { StorageState, TimedLoad } from '../browser/page-runs.ts';
import type { SignedIn } from '../support/sign-in.ts';

/** A phone of 390 × 844 CSS pixels (as an iPhone 12 to 14), touch, the page laid out as mobile. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** The phone's CPU against this machine's: Chromium runs the page's threads this much slower. */
export const cpuSlowdown = 4;

/**
 * A signed-in session as the web app keeps it after signing in: the access token and the user
 * in the origin's local storage.
 */
export function sessionState(baseUrl: string, signedIn: SignedIn): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          { name: 'jwt_access_token', value: signedIn.token },
          { name: 'user', value: JSON.stringify(signedIn.user) },
        ],
      },
    ],
  };
}

/** A fresh phone context (empty cache), every page in it timed towards `selector`. */
async function phoneContext(
  browser: Browser,
  selector: string,
  session: StorageState,
): Promise<{ context: BrowserContext; network: NetworkWatch }> {
  const context = await browser.newContext({ ...phone, storageState: session });
  await context.addInitScript({ content: probeScript({ kind: 'element', selector }) });
  return { context, network: watchNetwork(context) };
}

/** A new page whose renderer runs `cpuSlowdown` times slower (from before it navigates). */
async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/**
 * The phone's first visit to `url`, signed in, cold cache: milliseconds from navigation start
 * to `selector` visible, and the JavaScript downloaded, counted once the page is idle.
 */
export async function phoneFirstVisit(
  browser: Browser,
  url: string,
  selector: string,
  session: StorageState,
): Promise<TimedLoad> {
  const { context, network } = await phoneContext(browser, selector, session);
  try {
    const page = await slowPage(context);
    await page.goto(url);
    const ms = await reachedAt(page);
    await network.quiet();
    return { ms, scripts: await network.scripts() };
  } finally {
    await context.close();
  }
}

type Registration = { active: { scriptURL: string } | null };
type WorkerPage = {
  serviceWorker?: {
    getRegistration: () => Promise<Registration | undefined>;
    ready: Promise<Registration>;
  };
};

export type OfflineVisit =
  { measured: true; load: TimedLoad } | { measured: false; reason: string };

/**
 * The phone's second visit with the network off: a first visit online (unmeasured, at full
 * speed) lets the app's service worker install and keep its files, then the network is cut
 * and a new page of the same context opens `url`, timed like the first visit, its JavaScript
 * counted as the worker served it. Without a service worker after the first visit there is
 * nothing to measure, and the answer says so instead of a time.
 */
export async function offlineSecondVisit(
  browser: Browser,
  url: string,
  selector: string,
  session: StorageState,
): Promise<OfflineVisit> {
  const { context, network } = await phoneContext(browser, selector, session);
  try {
    const first = await context.newPage();
    await first.goto(url);
    await first.locator(selector).first().waitFor({ state: 'visible', timeout: timeoutMs });
    await network.quiet();
    const worker = await first.evaluate(async (waitMs) => {
      // The page's own navigator (this package is typed without the DOM's types).
      const { serviceWorker } = (globalThis as unknown as { navigator: WorkerPage }).navigator;
      if (!serviceWorker || !(await serviceWorker.getRegistration())) return null;
      const ready = await Promise.race([
        serviceWorker.ready,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
      ]);
      return ready?.active?.scriptURL ?? null;
    }, 20_000);
    if (worker === null) {
      return {
        measured: false,
        reason: 'the app had no active service worker after a first visit',
      };
    }
    // The worker keeps the app's files as it installs: let that finish before the cut.
    await network.quiet(1_000);
    await first.close();
    await context.setOffline(true);
    const served = watchNetwork(context);
    const page = await slowPage(context);
    await page.goto(url);
    const ms = await reachedAt(page);
    await served.quiet();
    return { measured: true, load: { ms, scripts: await served.scripts() } };
  } finally {
    await context.close();
  }
}
