import { getResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { vi } from 'vitest';
import {
  fakeAccessToken,
  jsonResponse,
  requestUrl,
  storeSession,
  testUser,
} from './render-route.tsx';

/**
 * Stubs `fetch` for a signed-in staff user: calls under `prefix` go to the given mock
 * handlers (the real rules, so screen tests and the mock cannot disagree); `failing` paths
 * answer 500. Returns the request log (method and path).
 */
export function serveMockApp(
  prefix: string,
  handlers: RequestHandler[],
  failing: Set<string> = new Set(),
) {
  const user = testUser(['staff']);
  storeSession(user);
  const calls: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(requestUrl(input as RequestInfo), 'http://localhost');
    if (url.pathname === '/api/auth/access-token') {
      return jsonResponse({ user, access_token: fakeAccessToken() });
    }
    if (!url.pathname.startsWith(prefix)) return jsonResponse([]);
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (failing.has(url.pathname)) return jsonResponse({ status: 500 }, { status: 500 });
    const request = new Request(url, {
      method: init?.method,
      headers: init?.headers,
      body: init?.body,
    });
    return (await getResponse(handlers, request)) ?? jsonResponse({}, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
