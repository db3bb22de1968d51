import { STATUS_CODES } from 'node:http';
import type { ProblemDetails } from '@flockbook/contracts';

export type ProblemExtras = {
  title?: string;
  detail?: string;
  /** Messages for the fields at fault, by field name. */
  errors?: Record<string, string>;
  instance?: string;
  /** RFC 9457 extension members, e.g. the `error` object the auth calls answer with. */
  extensions?: Record<string, unknown>;
};

/** An error a route throws on purpose: it becomes an RFC 9457 answer with this status. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly extras: Omit<ProblemExtras, 'instance'> = {},
  ) {
    super(extras.detail ?? STATUS_CODES[status] ?? 'Error');
    this.name = 'ProblemError';
  }
}

export function problem(status: number, extras: ProblemExtras = {}): ProblemDetails {
  const body: ProblemDetails & Record<string, unknown> = {
    ...extras.extensions,
    type: 'about:blank',
    title: extras.title ?? STATUS_CODES[status] ?? 'Error',
    status,
  };
  if (extras.detail) body.detail = extras.detail;
  if (extras.instance) body.instance = extras.instance;
  if (extras.errors && Object.keys(extras.errors).length > 0) body.errors = extras.errors;
  return body;
}
