import { isMockedPath } from '@flockbook/mock-api';

/**
 * What the worker does with a request: `page` (a navigation: the network, else the app
 * shell), `asset` (a hashed build file: from the device once kept, as it never changes),
 * `shell-file` (the icons, the manifest: kept with the shell), `api-read` (a farm read: always
 * the network, the user's last good answer only when the server cannot be reached) or `other`
 * (left to the mock's listener and the network).
 */
export type RequestKind = 'page' | 'asset' | 'shell-file' | 'api-read' | 'other';

/** Reads never kept: sign-in and tokens, the API's documentation, health, and downloads. */
const UNKEPT_READS = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/docs(\/|$)/,
  /^\/api\/health$/,
  /^\/api\/reports(\/|$)/,
  /^\/api\/backups?(\/|$)/,
];

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isFile = (path: string) => /\.[A-Za-z0-9]+$/.test(path);

export function requestKind(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  origin: string,
  shellFiles: ReadonlySet<string>,
): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return 'other';
  const path = url.pathname;
  if (request.mode === 'navigate') return isApi(path) || isFile(path) ? 'other' : 'page';
  if (path.startsWith('/assets/')) return 'asset';
  if (shellFiles.has(path)) return 'shell-file';
  const kept =
    isApi(path) &&
    !isMockedPath(path) &&
    !UNKEPT_READS.some((pattern) => pattern.test(path)) &&
    // An export (`?format=csv|xlsx`) is a download, not a read a page draws.
    !url.searchParams.has('format');
  return kept ? 'api-read' : 'other';
}

/**
 * The user a request's bearer token was issued to (its `sub` claim), unchecked: it only picks
 * which user's saved reads may answer it; the server checks the token whenever it answers.
 */
export function bearerSubject(authorization: string | null): string | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    const sub = typeof claims === 'object' && claims !== null ? Reflect.get(claims, 'sub') : null;
    return typeof sub === 'string' && /^[\w-]{1,64}$/.test(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}
