import { setupWorker } from 'msw/browser';
import { createRouter } from './router.ts';
import { MOCK_WORKER_URL, ignoreMockWorkerUpdateFailures } from './worker-update-failures.ts';

let started: Promise<void> | undefined;

/**
 * Registers the mock service worker and resolves once it answers requests. It starts with the
 * router only; each app's handlers and sample data load on that app's first request. Calling
 * it again returns the same start; unmatched requests pass through to the server.
 */
export function startMockWorker(): Promise<void> {
  if (!started) ignoreMockWorkerUpdateFailures(window);
  started ??= setupWorker(...createRouter())
    .start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: MOCK_WORKER_URL },
    })
    .then(() => undefined);
  return started;
}
