import { farmClockSlot } from '../lib/farm-time.ts';
import type { ListQuery } from '@flockbook/contracts';
import { is, Placeholder, sql } from 'drizzle-orm';
import type { QueryWithTypings as Query } from 'drizzle-orm';
import type { Database } from '@flockbook/db';

/** The page's size and start, as placeholders when a statement is compiled to be kept. */
export type Paging = { limit: number | Placeholder; offset: number | Placeholder };

/** Compiles one list statement: its text and parameters, the filters' values among them. */
export type CompileList = (
  db: Database,
  query: ListQuery,
  filters: Record<string, unknown>,
  paging: Paging,
) => Query;

type Slot =
  | { kind: 'value'; value: unknown }
  | { kind: 'filter'; key: string }
  | { kind: 'limit' }
  | { kind: 'offset' };
type Kept = { sql: string; typings: Query['typings']; slots: Slot[] };

/** A kept statement per list shape at most; past this many they are compiled again. */
const MAX_KEPT = 500;
const SENTINEL = '\u0000list-filter:';
const sentinelOf = (key: string) => `${SENTINEL}${key}\u0000`;
const keyOfSentinel = (value: unknown) =>
  typeof value === 'string' && value.startsWith(SENTINEL) && value.endsWith('\u0000')
    ? value.slice(SENTINEL.length, -1)
    : undefined;
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Keeps the compiled text of a list's statement per shape (sort, direction and the filters
 * given), so that a list request builds no SQL, only its parameters: building the query
 * (drizzle's select over some twenty columns, the count and the page) was the largest part of
 * the server's own work for a small page.
 *
 * A statement is kept once it is compiled with a stand-in for each filter's value: a filter
 * whose stand-in comes out as one whole parameter only passes its value on, and the real
 * value takes that parameter's place. A filter whose value shapes the statement instead (say
 * `active = (value === 'true')`) leaves no such parameter: it is compiled with its real value,
 * which joins the shape. Searches (`q`) are compiled every time; they read far more rows than
 * the building costs. A statement is kept for the quarter hour it was built in, as figures read the
 * day while they are built. The compiler checks the sort and the filters (ListQueryError) before
 * any shape is kept, so a kept shape passed them.
 */
export function listStatements(compile: CompileList) {
  const kept = new Map<string, Kept>();
  /** Filters whose value shapes the statement: compiled with it. */
  const byValue = new Set<string>();

  // The farms' clock is in the shape: a figure may read a farm's today while its statement is
  // built (a flock's age).
  const shapeOf = (query: ListQuery, given: string[], filters: Record<string, unknown>) =>
    JSON.stringify([
      farmClockSlot(),
      query.sort?.field ?? null,
      query.sort?.direction ?? null,
      given.map((key) => (byValue.has(key) ? [key, filters[key]] : key)),
    ]);

  function keep(
    db: Database,
    query: ListQuery,
    given: string[],
    filters: Record<string, unknown>,
  ): Kept {
    for (;;) {
      const standIns = Object.fromEntries(
        given.map((key) => [key, byValue.has(key) ? filters[key] : sentinelOf(key)]),
      );
      const compiled = compile(db, query, standIns, {
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
      });
      const slots = compiled.params.map((param): Slot => {
        if (is(param, Placeholder)) {
          return param.name === 'limit' ? { kind: 'limit' } : { kind: 'offset' };
        }
        const key = keyOfSentinel(param);
        return key === undefined ? { kind: 'value', value: param } : { kind: 'filter', key };
      });
      const passed = new Set(slots.flatMap((slot) => (slot.kind === 'filter' ? [slot.key] : [])));
      const shaping = given.filter((key) => !byValue.has(key) && !passed.has(key));
      // A stand-in anywhere but as a whole parameter (in the text, inside another value).
      const strayed = (value: unknown) => typeof value === 'string' && value.includes(SENTINEL);
      const stray =
        compiled.sql.includes(SENTINEL) ||
        slots.some((slot) => slot.kind === 'value' && strayed(slot.value));
      if (shaping.length === 0 && !stray) {
        return { sql: compiled.sql, typings: compiled.typings, slots };
      }
      const next = stray ? given.filter((key) => !byValue.has(key)) : shaping;
      for (const key of next) byValue.add(key);
    }
  }

  return (db: Database, query: ListQuery, filters: Record<string, unknown>): Query => {
    const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    if (query.q) return compile(db, query, filters, paging);
    const given = Object.keys(filters)
      .filter((key) => isGiven(filters[key]))
      .sort();
    const shape = shapeOf(query, given, filters);
    let statement = kept.get(shape);
    if (!statement) {
      statement = keep(db, query, given, filters);
      if (kept.size >= MAX_KEPT) kept.clear();
      // The shape as it stands once the filters that shape the statement are known.
      kept.set(shapeOf(query, given, filters), statement);
    }
    return {
      sql: statement.sql,
      typings: statement.typings,
      params: statement.slots.map((slot) => {
        if (slot.kind === 'value') return slot.value;
        if (slot.kind === 'filter') return filters[slot.key];
        return paging[slot.kind];
      }),
    };
  };
}
