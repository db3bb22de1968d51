/**
 * Entry point that is safe to import from the main bundle: it never imports msw.
 * The worker itself lives in `@flockbook/mock-api/browser` and is loaded on demand.
 */

/** API path prefixes answered by the in-browser mock; every other request goes to the server. */
export const MOCKED_PATH_PREFIXES: readonly string[] = ['/api/faq'];

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

export type FaqItem = {
  id: string;
  question: string;
  answer: string;
};
