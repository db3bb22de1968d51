import { HttpResponse } from 'msw';
import type { MockProblem } from './contracts/problem.ts';

/** A problem-details error answer (RFC 9457). */
export function problem(status: 400 | 404, detail: string): HttpResponse<MockProblem> {
  const title = status === 400 ? 'Bad Request' : 'Not Found';
  return HttpResponse.json<MockProblem>(
    { type: 'about:blank', title, status, detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** The JSON body of `request` when it is an object, otherwise `undefined`. */
export async function readObjectBody(
  request: Request,
): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return isRecord(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
