/**
 * Where two answers to the same request differ: the real server's and the floor's. Numbers
 * and numeric strings match exactly (within float noise), money strings within a cent (the
 * floor rounds in SQL where the server adds cents); arrays of records are compared by id,
 * since ties in a sort may come back in either order.
 */
export function differences(expected: unknown, actual: unknown, path = ''): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return [`${path}: ${describe(expected)} against ${describe(actual)}`];
    }
    const [left, right] = [byId(expected), byId(actual)];
    return left.flatMap((item, index) => differences(item, right[index], `${path}[${index}]`));
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return [`${path}: an object against ${describe(actual)}`];
    return Object.keys(expected).flatMap((key) =>
      differences(expected[key], actual[key], path ? `${path}.${key}` : key),
    );
  }
  if (sameValue(expected, actual)) return [];
  return [`${path}: ${JSON.stringify(expected)} against ${JSON.stringify(actual)}`];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return Array.isArray(value) ? `${value.length} items` : JSON.stringify(value);
}

function idOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const id = value.id ?? value.medicineId ?? value.farmId;
  return typeof id === 'string' ? id : undefined;
}

function byId(items: unknown[]): unknown[] {
  if (!items.every((item) => idOf(item) !== undefined)) return items;
  return [...items].sort((a, b) => (idOf(a) ?? '').localeCompare(idOf(b) ?? ''));
}

function sameValue(expected: unknown, actual: unknown): boolean {
  if (expected === actual) return true;
  const [a, b] = [numeric(expected), numeric(actual)];
  if (a === undefined || b === undefined) return false;
  const money = [expected, actual].some(
    (value) => typeof value === 'string' && /\.\d\d$/.test(value),
  );
  return Math.abs(a - b) <= Math.max(money ? 0.0101 : 0, Math.abs(a) * 1e-9);
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return undefined;
}
