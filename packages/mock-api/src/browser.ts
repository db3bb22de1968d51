import { setupWorker } from 'msw/browser';
import { createRouter } from './router.ts';
import { MOCK_WORKER_URL, ignoreMockWorkerUpdateFailures } from './worker-update-failures.ts';

let started: Promise<void> | undefined;

/**
 * Registers the mock service worker and resolves once it answers requests. It starts with the
 * router only; each app's handlers and sample data load on that app's first request. Calling
 * it again returns the same start; unmatched requests pass through to the server. `workerUrl`
 * is the script to register: the mock's own, or a worker that imports it (the app's).
 */
export function startMockWorker(workerUrl: string = MOCK_WORKER_URL): Promise<void> {
  if (!started) ignoreMockWorkerUpdateFailures(window, workerUrl);
  started ??= setupWorker(...createRouter())
    .start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: workerUrl },
    })
    .then(() => undefined);
  return started;
}
