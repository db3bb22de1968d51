import type { Page } from '@playwright/test';

/**
 * Opens a path in the running app as the navigation's links do, without loading the page anew
 * (a history entry and a popstate, which the router follows as it does the back button).
 * Resolves once the page of the route before is gone, or after `settleMs` when the path keeps
 * the same route (its page box is keyed by route), so a check never reads the page before.
 */
export async function openInApp(page: Page, href: string, settleMs = 1_500): Promise<void> {
  await page.evaluate(
    async ({ target, waitMs }) => {
      const before = document.querySelector(
        '[data-testid="shell-content"] > :not([role=progressbar])',
      );
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      if (before === null) return;
      const until = Date.now() + waitMs;
      while (before.isConnected && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    { target: href, waitMs: settleMs },
  );
}

/**
 * Waits until the page shows content of its own and nothing on it is loading (the splash, a
 * loading state, the route's or a list's bar); false when that does not happen in `timeout` ms.
 */
export async function pageDrawn(page: Page, timeout = 45_000): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const busy = document.querySelector(
          '[data-testid="splash-screen"], [data-testid="loading-state"], [data-testid="route-progress"], [data-testid="record-list-loading"]',
        );
        const content = document.querySelector('[data-testid="shell-content"]');
        return !busy && (content?.textContent ?? '').trim().length > 0;
      },
      null,
      { timeout },
    )
    .then(() => true)
    .catch(() => false);
}
