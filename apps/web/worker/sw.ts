import { MOCK_WORKER_URL } from '@flockbook/mock-api/worker-url';
import type { WorkerMessage } from '../src/lib/offline/worker-protocol.ts';
import { requestKind } from './requests.ts';
import { ASSET_CACHE, SHELL_CACHE_PREFIX, apiRead, keepFiles, kept, page } from './strategies.ts';

/*
 * The app's one service worker (an origin has one per scope). It keeps the app shell and the
 * build files so the app opens without a connection, answers the farm's reads from the user's
 * last good answers only when the server cannot be reached, and carries the in-browser mock of
 * the sample apps: the mock's own worker script is imported at the end, so its listeners run
 * after these and see only what these leave to them.
 */

declare const __APP_SHELL__: string[];
declare const __APP_VERSION__: string;
/** The mock worker's clients that have mocking on (its script's own top-level set). */
declare const activeClientIds: Set<string> | undefined;

const worker = self as unknown as ServiceWorkerGlobalScope;
const origin = worker.location.origin;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__APP_VERSION__}`;
const shellFiles = new Set(__APP_SHELL__.filter((url) => !url.startsWith('/assets/')));

/** The shell of this version, and the build files the first page starts with. */
async function precache(): Promise<void> {
  const [shell, assets] = await Promise.all([caches.open(SHELL_CACHE), caches.open(ASSET_CACHE)]);
  await Promise.all(
    __APP_SHELL__.map(async (url) => {
      // Build files never change: the browser's copy from the page's own load will do.
      const hashed = url.startsWith('/assets/');
      const response = await fetch(new Request(url, { cache: hashed ? 'default' : 'no-cache' }));
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await (hashed ? assets : shell).put(url, response);
    }),
  );
}

/** Other versions' shells go; build files stay (a page of the old version may still need them). */
async function dropOldShells(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE)
      .map((name) => caches.delete(name)),
  );
}

worker.addEventListener('install', (event) => event.waitUntil(precache()));
worker.addEventListener('activate', (event) => event.waitUntil(dropOldShells()));

function isWorkerMessage(data: unknown): data is WorkerMessage {
  const type: unknown = typeof data === 'object' && data !== null && Reflect.get(data, 'type');
  return type === 'flockbook:keep' && Array.isArray(Reflect.get(data as object, 'urls'));
}

worker.addEventListener('message', (event) => {
  const { data } = event;
  if (data === 'CLIENT_CLOSED') {
    // The mock's script unregisters the worker when its last page closes, which would take the
    // app's offline shell with it: here a closed page only stops being mocked.
    event.stopImmediatePropagation();
    const client = event.source as Client | null;
    if (client && typeof activeClientIds !== 'undefined') activeClientIds.delete(client.id);
    return;
  }
  if (!isWorkerMessage(data)) return;
  event.stopImmediatePropagation();
  const urls = data.urls.filter((url): url is string => typeof url === 'string').slice(0, 500);
  const done = keepFiles(urls, origin);
  // A page that waits for the outcome passes a port to hear it on.
  event.waitUntil(
    done.then(
      () => event.ports[0]?.postMessage({ ok: true }),
      (error: unknown) => event.ports[0]?.postMessage({ ok: false, error: String(error) }),
    ),
  );
});

worker.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, origin, shellFiles);
  const answer =
    kind === 'page'
      ? page(event, SHELL_CACHE)
      : kind === 'asset'
        ? kept(event.request, ASSET_CACHE)
        : kind === 'shell-file'
          ? kept(event.request, SHELL_CACHE)
          : kind === 'api-read'
            ? apiRead(event)
            : undefined;
  if (!answer) return;
  // Answered here: the mock's listener must not answer it too.
  event.stopImmediatePropagation();
  event.respondWith(answer);
});

// Last: the mock's listeners come after the app's.
importScripts(MOCK_WORKER_URL);
