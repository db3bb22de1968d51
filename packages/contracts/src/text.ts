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

/**
 * Every text in a parsed request (keys included) with a fault, by its path; walked without
 * recursion so no nesting depth can exhaust the stack, and stopping at `limit` faults.
 */
export function textFaultsIn(value: unknown, limit = 20): TextFaultAt[] {
  const found: TextFaultAt[] = [];
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (pending.length > 0 && found.length < limit) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const message = textFault(next.value);
      if (message) found.push({ path: next.path, message });
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) =>
        pending.push({ value: item, path: [...next.path, index] }),
      );
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        const message = textFault(key);
        if (message) found.push({ path: next.path, message });
        else pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return found;
}
