import { BREED_WEIGHT_CURVES } from '@flockbook/contracts';

/**
 * Pieces of SQL text for the generator. Every value written into SQL here is a number or a
 * date the generator made itself, never outside input.
 */

/**
 * A number in [0, 1) drawn from a hash of an integer key and a seed: the same on every run and
 * on both drivers, so PostgreSQL and PGlite get identical data.
 */
export function uniform(key: string, seed: number): string {
  return `((hashint8extended((${key})::bigint, ${seed}) & 2147483647)::float8 / 2147483648.0)`;
}

/** A whole number in [low, high] drawn like `uniform`. */
export function between(key: string, seed: number, low: number, high: number): string {
  return `(${low} + floor(${uniform(key, seed)} * ${high - low + 1})::int)`;
}

/** One of `items`, drawn like `uniform`. */
export function pick(key: string, seed: number, items: readonly string[]): string {
  const list = items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ');
  return `(array[${list}])[1 + floor(${uniform(key, seed)} * ${items.length})::int]`;
}

export function dateLiteral(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`Not a date: ${iso}`);
  return `'${iso}'::date`;
}

/** Target body weight (g) at age `day` for breed `breed` (SQL expressions), from the breed curves. */
export function targetWeightSql(breed: string, day: string): string {
  const branches = Object.entries(BREED_WEIGHT_CURVES).map(([name, curve]) => {
    const points = `array[${curve.join(', ')}]::float8[]`;
    const last = curve.length - 2;
    const week = `least(${day} / 7, ${last})`;
    return `when '${name}' then (${points})[${week} + 1] + ((${points})[${week} + 2] - (${points})[${week} + 1]) * (${day} - 7 * ${week}) / 7.0`;
  });
  // Laying breeds have no published curve here: a pullet growing towards about 2 kg.
  return `(case ${breed} ${branches.join(' ')} else 2000.0 / (1 + exp(-(${day} - 70) / 25.0)) end)`;
}
