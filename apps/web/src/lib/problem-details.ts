import type { ProblemDetails } from '@flockbook/contracts';

/**
 * The problem details (RFC 9457) of an error answer, or undefined when `data` is not one. It
 * takes what the contract's `problemDetailsSchema` takes (type and title strings, an integer
 * status; detail and instance strings, `errors` (field name -> message) and `unusual` (field
 * name -> target) when present) and,
 * like it, keeps only those members. Written without zod: every request goes through the API
 * client, so this is in the app's first download, and it only reads an error answer.
 */
export function readProblemDetails(data: unknown): ProblemDetails | undefined {
  if (!isObject(data)) return undefined;
  const { type, title, status, detail, instance, errors, unusual } = data;
  if (typeof type !== 'string' || typeof title !== 'string') return undefined;
  if (typeof status !== 'number' || !Number.isSafeInteger(status)) return undefined;
  if (!isOptionalString(detail) || !isOptionalString(instance)) return undefined;
  if (errors !== undefined && !isStringRecord(errors)) return undefined;
  if (unusual !== undefined && !isStringRecord(unusual)) return undefined;
  const problem: ProblemDetails = { type, title, status };
  if (detail !== undefined) problem.detail = detail;
  if (instance !== undefined) problem.instance = instance;
  if (errors !== undefined) problem.errors = { ...errors };
  if (unusual !== undefined) problem.unusual = { ...unusual };
  return problem;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isPlainObject(value) && Object.values(value).every((item) => typeof item === 'string');
}
