import { isMockedPath } from '@flockbook/mock-api';

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
    .then(({ startMockWorker }) => startMockWorker())
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
