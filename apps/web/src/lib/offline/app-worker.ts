import { APP_WORKER_URL } from './worker-protocol.ts';
import type { WorkerMessage } from './worker-protocol.ts';

/** How long starting the mock waits for the app's worker to take the page on its first visit. */
const CONTROL_WAIT_MS = 5_000;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let registered: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** The same-origin build files this page has loaded so far. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
}

/** Sends `message` to the worker that controls the page; resolves when it has done it. */
export function tellWorker(message: WorkerMessage): Promise<void> {
  const worker = supported() ? navigator.serviceWorker.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage(message, [channel.port2]);
  });
}

/** Resolves once a service worker controls the page, or after `ms` without one. */
export function whenControlled(ms = CONTROL_WAIT_MS): Promise<boolean> {
  if (!supported()) return Promise.resolve(false);
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => resolve(Boolean(navigator.serviceWorker.controller));
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
    if (Number.isFinite(ms)) setTimeout(done, ms);
  });
}

/** Hands the worker the files this page loaded before the worker took it over. */
async function handOverLoadedFiles(): Promise<void> {
  if (await whenControlled(Number.POSITIVE_INFINITY)) {
    await tellWorker({ type: 'flockbook:keep', urls: loadedFiles() });
  }
}

/**
 * Registers the app's service worker (production builds only), which keeps the app shell and
 * the farm's reads for use without a connection. The files this page loaded before the worker
 * took it over are handed to it to keep too, once it does, so the page opens offline after one
 * visit. Resolves with the registration (nothing where there is no worker).
 */
export function registerAppWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !supported()) return Promise.resolve(undefined);
  // The page's resource list must still hold the files of the first load when handed over.
  performance.setResourceTimingBufferSize(2_000);
  registered ??= navigator.serviceWorker
    .register(APP_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      void handOverLoadedFiles().catch(() => undefined);
      return registration;
    })
    .catch((error: unknown) => {
      console.warn('The offline service worker could not be registered.', error);
      return undefined;
    });
  return registered;
}

/** Whether the app's worker is in use: registered (production builds) and supported here. */
export function usesAppWorker(): boolean {
  return import.meta.env.PROD && supported();
}
