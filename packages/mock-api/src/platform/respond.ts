import { http, HttpResponse } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import { z } from 'zod';
import type { MockProblem } from './problem.ts';

const PROBLEM_TITLES = { 400: 'Bad Request', 404: 'Not Found', 503: 'Service Unavailable' };
type ProblemStatus = keyof typeof PROBLEM_TITLES;

/** Thrown by an app's rule when a request names something that is not there or breaks a rule. */
export class MockProblemError extends Error {
  constructor(
    readonly status: 400 | 404,
    detail: string,
  ) {
    super(detail);
  }
}

export function notFound(detail: string): MockProblemError {
  return new MockProblemError(404, detail);
}

export function badRequest(detail: string): MockProblemError {
  return new MockProblemError(400, detail);
}

/** A problem-details error answer (RFC 9457). */
export function problem(status: ProblemStatus, detail: string): HttpResponse<MockProblem> {
  return HttpResponse.json<MockProblem>(
    { type: 'about:blank', title: PROBLEM_TITLES[status], status, detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/**
 * Answers with `rule(input)` as JSON, status 200; a 400 problem when the input does not match
 * its schema and the rule's own problem when it throws a `MockProblemError`.
 */
function answer<Input, Output extends JsonBodyType>(
  parsed: z.ZodSafeParseResult<Input>,
  rule: (input: Input) => Output,
): Response {
  if (!parsed.success) return problem(400, z.prettifyError(parsed.error));
  try {
    return HttpResponse.json(rule(parsed.data));
  } catch (error) {
    if (error instanceof MockProblemError) return problem(error.status, error.message);
    throw error;
  }
}

/** `GET path`: the query parameters (each given once) are checked by `query`, then `rule` answers. */
export function getCall<Query extends z.ZodType, Output extends JsonBodyType>(
  path: string,
  query: Query,
  rule: (input: z.output<Query>) => Output,
): HttpHandler {
  return http.get(`*${path}`, ({ request }) =>
    answer(query.safeParse(Object.fromEntries(new URL(request.url).searchParams)), rule),
  );
}

/** `POST path`: the JSON body is checked by `body`, then `rule` answers. */
export function postCall<Body extends z.ZodType, Output extends JsonBodyType>(
  path: string,
  body: Body,
  rule: (input: z.output<Body>) => Output,
): HttpHandler {
  return http.post(`*${path}`, async ({ request }) =>
    answer(body.safeParse(await readJson(request)), rule),
  );
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** A query with no parameters (extra ones are ignored). */
export const noQuery = z.object({});
