/**
 * Text a person can type: no control characters (tab, line feed and carriage return
 * excepted) and no unpaired UTF-16 surrogates, which neither the database nor a report can
 * store. One rule for every text field and search box; the server applies it to every
 * request it validates.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_MESSAGES = {
  control: 'Remove the control characters from this text',
  surrogate: 'This text has broken characters; type it again',
} as const;

/** Why a text cannot be taken, or undefined when it can. */
export function textFault(value: string): string | undefined {
  if (CONTROL_CHARACTER.test(value)) return TEXT_MESSAGES.control;
  if (UNPAIRED_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  return undefined;
}

export type TextFaultAt = { path: (string | number)[]; message: string };

/** Deeper than any request of this API; deeper input could exhaust a reader's stack. */
export const MAX_NESTING = 32;
export const NESTING_MESSAGE = 'This value is nested too deeply';

/**
 * Every text in a parsed request (keys included) with a fault, by its path, and any value
 * nested deeper than MAX_NESTING; walked without recursion, stopping at `limit` faults.
 */
export function textFaultsIn(value: unknown, limit = 20): TextFaultAt[] {
  const found: TextFaultAt[] = [];
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (pending.length > 0 && found.length < limit) {
    const next = pending.pop()!;
    const { path } = next;
    if (typeof next.value === 'string') {
      const message = textFault(next.value);
      if (message) found.push({ path, message });
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (path.length >= MAX_NESTING) {
      // Named at the field that holds it: a path this long helps nobody.
      found.push({ path: path.slice(0, 1), message: NESTING_MESSAGE });
      continue;
    }
    if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(next.value)) {
      const message = textFault(key);
      if (message) found.push({ path, message });
      else pending.push({ value: item, path: [...path, key] });
    }
  }
  return found;
}
