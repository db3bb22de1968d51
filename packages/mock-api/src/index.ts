/**
 * Entry point that is safe to import from the main bundle: it never imports msw, zod or sample
 * data. The worker lives in `@flockbook/mock-api/browser` and is loaded on demand; each app's
 * contract (zod schemas and types) in `@flockbook/mock-api/<app>`.
 */
import { MOCK_APP_PREFIXES } from './app-prefixes.ts';

export { MOCK_APP_PREFIXES };
export type { MockAppName } from './app-prefixes.ts';
export type { MockProblem } from './platform/problem.ts';

/** API path prefixes answered by the in-browser mock; every other request goes to the server. */
export const MOCKED_PATH_PREFIXES: readonly string[] = Object.values(MOCK_APP_PREFIXES);

/** True when `path` (with or without a query string or origin) is answered by the mock. */
export function isMockedPath(path: string): boolean {
  const pathname = toPathname(path);
  return MOCKED_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function toPathname(path: string): string {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const end = withoutOrigin.search(/[?#]/);
  return end === -1 ? withoutOrigin : withoutOrigin.slice(0, end);
}
