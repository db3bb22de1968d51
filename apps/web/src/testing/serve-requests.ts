import type { Mock } from 'vitest';
import { jsonResponse, requestUrl } from './render-route.tsx';

export type SentRequest = { url: string; method: string; headers: Headers; body: unknown };

type Answer = (request: SentRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * Answers a stubbed `fetch` through `answer` and records every request; the home page's own
 * calls get quiet answers and anything else a 404.
 */
export function serveRequests(fetchMock: Mock<typeof fetch>, answer: Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input as RequestInfo);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = {
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
    };
    sent.push(request);
    return (await answer(request)) ?? homePageAnswer(url) ?? jsonResponse({}, { status: 404 });
  });
  return sent;
}

/** Quiet answers to the server status and help cards' calls (health and FAQ), so they can render. */
export function homePageAnswer(url: string): Response | undefined {
  if (url === '/api/health') {
    return jsonResponse({
      status: 'ok',
      version: '0.1.0',
      uptimeSeconds: 5,
      database: { driver: 'pglite', ok: true, latencyMs: 1 },
    });
  }
  if (url === '/api/faq') return jsonResponse([]);
  return undefined;
}

/** A refusal in the auth calls' shape: `{error: {field: message}}` and problem details. */
export function authRefusal(status: number, error: Record<string, string>): Response {
  return jsonResponse(
    { error, type: 'about:blank', title: 'Refused', status, errors: error },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}
