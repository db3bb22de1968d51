import { STATUS_CODES } from 'node:http';
import type { ProblemDetails } from '@flockbook/contracts';

/**
 * An error a route throws on purpose: it becomes an RFC 9457 answer with this status,
 * and `errors` carries messages for the fields at fault.
 */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly errors?: Record<string, string>,
    readonly title = STATUS_CODES[status] ?? 'Error',
  ) {
    super(detail ?? title);
    this.name = 'ProblemError';
  }

  toProblem(instance?: string): ProblemDetails {
    return problem(this.status, {
      title: this.title,
      detail: this.detail,
      errors: this.errors,
      instance,
    });
  }
}

export function problem(
  status: number,
  extra: {
    title?: string;
    detail?: string;
    errors?: Record<string, string>;
    instance?: string;
  } = {},
): ProblemDetails {
  const body: ProblemDetails = {
    type: 'about:blank',
    title: extra.title ?? STATUS_CODES[status] ?? 'Error',
    status,
  };
  if (extra.detail) body.detail = extra.detail;
  if (extra.instance) body.instance = extra.instance;
  if (extra.errors && Object.keys(extra.errors).length > 0) body.errors = extra.errors;
  return body;
}
