import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

let started: Promise<void> | undefined;

/**
 * Registers the mock service worker and resolves once it answers requests.
 * Calling it again returns the same start; unmatched requests pass through to the server.
 */
export function startMockWorker(): Promise<void> {
  started ??= setupWorker(...handlers)
    .start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    })
    .then(() => undefined);
  return started;
}
