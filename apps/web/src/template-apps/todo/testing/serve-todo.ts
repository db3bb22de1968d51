import { getResponse } from 'msw';
import { vi } from 'vitest';
// The real mock rules answer the screen's calls, so the tests and the mock cannot disagree.
import { createHandlers } from '../../../../../../packages/mock-api/src/apps/todo/handlers.ts';
import {
  fakeAccessToken,
  jsonResponse,
  requestUrl,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';

/**
 * Stubs `fetch` for a signed-in staff user: this app's calls go to a fresh copy of the mock's
 * handlers; `failing` paths answer 500. Returns the request log (method and path).
 */
export function serveTodo(failing: Set<string> = new Set()) {
  const user = testUser(['staff']);
  storeSession(user);
  const handlers = createHandlers();
  const calls: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(requestUrl(input as RequestInfo), 'http://localhost');
    if (url.pathname === '/api/auth/access-token') {
      return jsonResponse({ user, access_token: fakeAccessToken() });
    }
    if (!url.pathname.startsWith('/api/todo-app/')) return jsonResponse([]);
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
