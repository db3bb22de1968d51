import { MOCK_WORKER_URL } from './worker-url.ts';

export { MOCK_WORKER_URL };

const UPDATE_FAILURE_PREFIX = 'Failed to update a ServiceWorker';

/**
 * Whether an uncaught rejection is the failed update of the mock worker's registration
 * (`workerUrl`: the mock's own script, or the app's worker that imports it). The mock's own
 * worker unregisters itself when the last page it serves closes, so a page loaded right after
 * another can find that registration on its way out; the mock library updates an existing
 * registration without waiting on the outcome, and the update then fails ("Not found"). It is
 * harmless: the worker that still serves the page keeps answering, and the next load registers
 * it anew. Any other failed update (the script unreachable for a moment, or no connection)
 * changes nothing either.
 */
export function isMockWorkerUpdateFailure(
  reason: unknown,
  workerUrl: string = MOCK_WORKER_URL,
): boolean {
  return (
    reason instanceof Error &&
    reason.message.startsWith(UPDATE_FAILURE_PREFIX) &&
    reason.message.includes(workerUrl)
  );
}

/** Keeps failed updates of the mock worker (see above) from being reported as uncaught errors. */
export function ignoreMockWorkerUpdateFailures(
  target: Pick<Window, 'addEventListener'>,
  workerUrl: string = MOCK_WORKER_URL,
): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isMockWorkerUpdateFailure(event.reason, workerUrl)) event.preventDefault();
  });
}
