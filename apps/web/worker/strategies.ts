import { API_CACHE_PREFIX, SAVED_AT_HEADER } from '../src/lib/offline/worker-protocol.ts';
import { bearerSubject } from './requests.ts';

/** The hashed build files (`/assets/*`), kept across versions: an open page may still need old ones. */
export const ASSET_CACHE = 'flockbook-assets';
/** The app shell of one version (`index.html`, icons, manifest), replaced with the version. */
export const SHELL_CACHE_PREFIX = 'flockbook-shell-';
/** Where the shell's page is kept: every navigation is answered with it when offline. */
export const SHELL_PAGE = '/index.html';

/** How long a navigation waits for the network before the kept shell answers (poor signal). */
const NAVIGATION_TIMEOUT_MS = 4_000;
/** Answers of a server that is down behind its proxy: like no connection at all. */
const UNREACHABLE = new Set([502, 503, 504]);
/** The most entries a cache keeps; the oldest go first. */
const LIMITS = { assets: 1_000, reads: 400 };

let puts = 0;

/** Drops the oldest entries past `limit` (keys come in the order they were first put). */
export async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
}

/** Keeps a copy of `response` under `url`; every so often trims the cache. */
async function keep(cacheName: string, url: string, response: Response, limit: number) {
  const cache = await caches.open(cacheName);
  await cache.put(url, response);
  puts += 1;
  if (puts % 50 === 0) await trim(cache, limit);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout')), ms));
}

/**
 * A navigation: the network's page when it answers in time (kept as the shell for later),
 * else the kept shell, whose client router then draws the page asked for.
 */
export async function page(event: FetchEvent, shellCache: string): Promise<Response> {
  const network = fetch(event.request).then(async (response) => {
    const html = (response.headers.get('content-type') ?? '').includes('text/html');
    if (response.ok && html && !response.redirected) {
      await keep(shellCache, SHELL_PAGE, response.clone(), Number.POSITIVE_INFINITY);
    }
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  try {
    const response = await Promise.race([network, timeout(NAVIGATION_TIMEOUT_MS)]);
    if (!UNREACHABLE.has(response.status)) return response;
  } catch {
    // No connection, or too slow: the shell below.
  }
  const shell = await caches.match(SHELL_PAGE, { cacheName: shellCache });
  return shell ?? network;
}

/** A file kept once fetched: hashed build files never change, the shell's change with it. */
export async function kept(request: Request, cacheName: string): Promise<Response> {
  const hit = await caches.match(request.url, { cacheName, ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await keep(cacheName, request.url, response.clone(), LIMITS.assets);
  return response;
}

/** Keeps the same-origin build files among `urls` that are not kept yet. */
export async function keepFiles(urls: readonly string[], origin: string): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  const files = urls.filter((url) => {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith('/assets/');
  });
  await Promise.all(
    files.map(async (url) => {
      if (await cache.match(url, { ignoreVary: true })) return;
      const response = await fetch(url).catch(() => undefined);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

/** A saved answer as given back: marked with when it was saved. */
function saved(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A farm read: always asked of the server, and a good JSON answer saved for its user; only
 * when the server cannot be reached (no connection, or a gateway error) does the user's last
 * good answer for the same address come back instead, marked with `SAVED_AT_HEADER`. A read
 * the server now refuses (403, 404, 410) is forgotten. Never shared between users.
 */
export async function apiRead(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const user = bearerSubject(request.headers.get('authorization'));
  if (!user) return fetch(request);
  const cacheName = `${API_CACHE_PREFIX}${user}`;
  const fromDevice = () => caches.match(request.url, { cacheName, ignoreVary: true });
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const hit = await fromDevice();
    if (hit) return hit;
    throw error;
  }
  const json = (response.headers.get('content-type') ?? '').includes('json');
  if (response.ok && json) {
    event.waitUntil(keep(cacheName, request.url, saved(response.clone()), LIMITS.reads));
  } else if ([403, 404, 410].includes(response.status)) {
    event.waitUntil(caches.open(cacheName).then((cache) => cache.delete(request.url)));
  } else if (UNREACHABLE.has(response.status)) {
    return (await fromDevice()) ?? response;
  }
  return response;
}
