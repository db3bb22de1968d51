import { getResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { z } from 'zod';

export type RawAnswer = { status: number; contentType: string; body: unknown };

/**
 * Calls an app's MSW handlers the way the browser does, without a network or a global fetch
 * patch: `get`/`post` expect status 200 and parse the answer with the contract's schema.
 */
export function callerOf(handlers: RequestHandler[], origin = 'http://localhost') {
  async function raw(path: string, init?: { body?: unknown }): Promise<RawAnswer> {
    const request = new Request(`${origin}${path}`, {
      method: init ? 'POST' : 'GET',
      headers: init ? { 'content-type': 'application/json' } : undefined,
      body: init ? JSON.stringify(init.body) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No handler answers ${request.method} ${path}.`);
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  }

  async function expectOk<T>(answer: Promise<RawAnswer>, schema: z.ZodType<T>): Promise<T> {
    const { status, body } = await answer;
    if (status !== 200) throw new Error(`Expected 200, got ${status}: ${JSON.stringify(body)}`);
    return schema.parse(body);
  }

  return {
    raw,
    get: <T>(path: string, schema: z.ZodType<T>) => expectOk(raw(path), schema),
    post: <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
      expectOk(raw(path, { body }), schema),
  };
}
