import { PROBLEM_CONTENT_TYPE } from '@flockbook/contracts';
import type { ProblemDetails } from '@flockbook/contracts';
import { ListQueryError } from '@flockbook/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { problem, ProblemError } from '../lib/problem.ts';

/** The one place errors become answers: RFC 9457 problem details, 5xx details hidden. */
export const problemDetails = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toProblem(error, request);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: body.status, detail: body.detail }, 'request refused');
    return sendProblem(reply, body);
  });
});

export function sendProblem(reply: FastifyReply, body: ProblemDetails): FastifyReply {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

/** Schema validation issues as one message per field (the first one found). */
export function fieldErrorsOf(
  validation: readonly { instancePath: string; message?: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

function toProblem(error: FastifyError, request: FastifyRequest): ProblemDetails {
  const instance = request.url.split('?')[0];
  if (hasZodFastifySchemaValidationErrors(error)) {
    return problem(400, {
      title: 'Validation failed',
      detail: `The ${error.validationContext ?? 'request'} has invalid fields.`,
      errors: fieldErrorsOf(error.validation),
      instance,
    });
  }
  if (error instanceof ProblemError) return problem(error.status, { ...error.extras, instance });
  if (error instanceof ListQueryError) {
    return problem(400, {
      detail: error.message,
      errors: { [error.field]: error.message },
      instance,
    });
  }
  const constraint = databaseConstraintProblem(error);
  if (constraint) return problem(409, { detail: constraint, instance });
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return problem(status, { detail: error.message, instance });
  return problem(500, { detail: 'An unexpected error occurred. It has been logged.', instance });
}

/**
 * The database's own guards, as a last line behind the rules: a record still referenced by
 * others, or a duplicate of a unique value (both drivers report the SQLSTATE in `code`,
 * possibly on the wrapped cause).
 */
function databaseConstraintProblem(error: unknown): string | undefined {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? String(value.code) : undefined;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown }).cause);
  if (code === '23503')
    return 'This record is still used by other records; change or delete those first.';
  if (code === '23505') return 'This conflicts with an existing record.';
  return undefined;
}
