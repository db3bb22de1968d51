/**
 * What an edit changed: the fields whose entered value differs from the value the form was
 * loaded with. Numbers and their text compare equal ('12' and 12), as do texts that differ
 * only in surrounding spaces, so re-typing a value does not count as a change.
 */
export function changedFields(
  initial: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): string[] {
  const names = new Set([...Object.keys(initial), ...Object.keys(current)]);
  return [...names].filter((name) => !sameValue(initial[name], current[name]));
}

export function sameValue(a: unknown, b: unknown): boolean {
  return normalise(a) === normalise(b);
}

function normalise(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? canonicalNumber(trimmed) : trimmed;
  }
  if (typeof value === 'number') return canonicalNumber(String(value));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

/** '012.50' and '12.5' are the same number; compared as text, so no rounding is involved. */
function canonicalNumber(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cleanWhole = whole.replace(/^0+(?=\d)/, '');
  const cleanFraction = fraction.replace(/0+$/, '');
  const body = cleanFraction ? `${cleanWhole}.${cleanFraction}` : cleanWhole;
  return negative && body !== '0' ? `-${body}` : body;
}

/**
 * The body of an edit: only the changed fields, with their checked (parsed) values, plus the
 * version being edited.
 */
export function buildPatch(
  parsed: Readonly<Record<string, unknown>>,
  changed: readonly string[],
  version: number,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const name of changed) {
    if (name in parsed) patch[name] = parsed[name];
  }
  return { ...patch, version };
}
