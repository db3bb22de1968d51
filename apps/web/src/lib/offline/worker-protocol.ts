/*
 * What the page and the app's service worker (apps/web/worker) agree on. No imports: the
 * worker's build reads this file too.
 */

/** The app's one service worker: app shell, offline reads, and the sample apps' mock. */
export const APP_WORKER_URL = '/sw.js';

/** Caches of the farm's reads, one per user: `${API_CACHE_PREFIX}${userId}`. */
export const API_CACHE_PREFIX = 'flockbook-api-';

/** Header of an answer the worker gave from the device because the server could not be reached. */
export const SAVED_AT_HEADER = 'x-flockbook-saved-at';

/** Files the page loaded before the worker controlled it: the worker keeps them too. */
export type WorkerMessage = { type: 'flockbook:keep'; urls: string[] };
