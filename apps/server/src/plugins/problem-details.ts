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
    // Status, code and fields at fault, not the detail: it may quote the input (a malformed
    // JSON body's text, say).
    else {
      const fields = Object.keys(body.errors ?? {});
      request.log.info({ status: body.status, code: error.code, fields }, 'request refused');
    }
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
  const refused = databaseRefusal(error);
  if (refused) return problem(refused.status, { detail: refused.detail, instance });
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return problem(status, { detail: error.message, instance });
  return problem(500, { detail: 'An unexpected error occurred. It has been logged.', instance });
}

/**
 * The database's own guards, as a last line behind the rules (which refuse such input at its
 * field first). Both drivers report the SQLSTATE in `code`, possibly on the wrapped cause.
 */
function databaseRefusal(error: unknown): { status: number; detail: string } | undefined {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? String(value.code) : undefined;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown }).cause);
  if (!code || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  // A record still referenced: foreign key (23503) or restrict (23001, as PGlite reports it).
  if (code === '23503' || code === '23001')
    return {
      status: 409,
      detail: 'This record is still used by other records; change or delete those first.',
    };
  if (code === '23505') return { status: 409, detail: 'This conflicts with an existing record.' };
  if (code.startsWith('23'))
    return { status: 400, detail: 'A value is outside what this record allows.' };
  // Data exceptions: a number out of range, a date that does not exist, a character that
  // cannot be stored.
  if (code.startsWith('22'))
    return { status: 400, detail: 'A value is out of range or cannot be stored.' };
  // Program limits: a value too large or too deeply nested to store.
  if (code.startsWith('54')) return { status: 400, detail: 'A value is too large to store.' };
  return undefined;
}
