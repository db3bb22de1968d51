import type { LightMyRequestResponse } from 'fastify';

const nonEmptyText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const nonEmptyMessages = (value: unknown) =>
  !!value &&
  typeof value === 'object' &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(nonEmptyText);

/**
 * A refusal says why: a problem with a `detail` or field `errors`, or the auth calls'
 * `{ error: ... }` (a message, or messages by field).
 */
export function refusalMessage(response: LightMyRequestResponse): string | undefined {
  let body: Record<string, unknown>;
  try {
    body = response.json<Record<string, unknown>>();
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  if (nonEmptyMessages(body.errors)) return JSON.stringify(body.errors);
  if (nonEmptyText(body.detail)) return String(body.detail);
  if (nonEmptyText(body.error) || nonEmptyMessages(body.error)) return JSON.stringify(body.error);
  return undefined;
}

export type Role = 'guest' | 'staff' | 'admin';

/** The status a role must get on an operation before any input is looked at, if any. */
export function gateStatus(
  role: Role,
  admitted: readonly string[] | undefined,
): number | undefined {
  if (!admitted) return undefined;
  if (role === 'guest') return 401;
  return admitted.includes(role) ? undefined : 403;
}
