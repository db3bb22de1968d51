import { isMockedPath } from '@flockbook/mock-api';
import { registerAppWorker, usesAppWorker, whenControlled } from './offline/app-worker.ts';
import { APP_WORKER_URL } from './offline/worker-protocol.ts';

export { isMockedPath };

let resolveReady: () => void = () => undefined;
let startRequested = false;

/**
 * Settles once the in-browser mock answers requests, or once starting it has failed
 * (no service worker support, registration refused); then mocked paths fall through
 * to the server. It never rejects.
 */
export const mockReady: Promise<void> = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/**
 * Starts the mock now, unless it is already starting; returns `mockReady`. The first request
 * to a mocked path starts it, so pages that use only the server never download it.
 */
export function startMock(): Promise<void> {
  if (startRequested) return mockReady;
  startRequested = true;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    resolveReady();
    return mockReady;
  }
  import('@flockbook/mock-api/browser')
    .then(async ({ startMockWorker }) => {
      if (!usesAppWorker()) return startMockWorker();
      // The mock runs inside the app's worker (one worker per scope), which must control the
      // page first: the mock's library reloads a page that a registered worker does not control.
      void registerAppWorker();
      await whenControlled();
      return startMockWorker(APP_WORKER_URL);
    })
    .catch((error: unknown) => {
      console.warn('The in-browser mock could not start; sample data is unavailable.', error);
    })
    .finally(resolveReady);
  return mockReady;
}

/** Waits for the mock when `path` is one it answers; resolves at once for every other path. */
export function waitForMockIfNeeded(path: string): Promise<void> | undefined {
  return isMockedPath(path) ? startMock() : undefined;
}
