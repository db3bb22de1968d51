import type { DataRouter } from 'react-router';

/**
 * Resolves once `router` has the first page's code, or after `maxWaitMs`. Drawn before that,
 * the app shows its splash for a moment and then the page; the page's code is usually in already
 * (the early start fetched it), so waiting a little draws the page at once, and only a slower
 * start shows the splash.
 */
export function firstPageReady(router: Pick<DataRouter, 'state' | 'subscribe'>, maxWaitMs: number) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
