import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The script of the service worker that controls the page, once one does. */
export async function controllingWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname;
  });
}

/** Waits until every build file the page has loaded is kept on the device. */
export async function expectFilesKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => url.startsWith(`${location.origin}/assets/`));
          const missing: string[] = [];
          for (const url of files) if (!(await caches.match(url))) missing.push(url);
          return files.length > 0 ? missing : ['(no files loaded)'];
        }),
      { timeout: 20_000 },
    )
    .toEqual([]);
}
