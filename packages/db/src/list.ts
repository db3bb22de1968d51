import type { ListQuery } from '@flockbook/contracts';
import { and, asc, desc, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type Sortable = PgColumn | SQL;
/**
 * A searched text column, or a condition made from the `ILIKE` pattern (e.g. the record's
 * flock among the flocks whose name matches, so the search needs no join).
 */
export type Searchable = PgColumn | SQL | ((pattern: string) => SQL);

/**
 * What one resource allows in the list dialect: the fields it sorts by, the filters it
 * understands (each turns a parsed value into a condition) and the columns `q` searches.
 * Anything outside these allow-lists is refused, never passed on to SQL.
 */
export type ListSpec<TFilters extends Record<string, unknown> = Record<string, unknown>> = {
  sortable: Record<string, Sortable>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** Appended to every sort so pages never overlap when sort values tie. */
  tiebreaker?: PgColumn;
  searchable?: Searchable[];
  filters?: { [K in keyof TFilters]-?: (value: NonNullable<TFilters[K]>) => SQL | undefined };
};

/** A list request that names something the resource does not allow. */
export class ListQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ListQueryError';
  }
}

export type ListClauses = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
};

/** Turns a parsed list query into SQL clauses, for resources that need a custom select. */
export function buildListClauses<TFilters extends Record<string, unknown>>(
  spec: ListSpec<TFilters>,
  query: ListQuery,
  filterValues: Partial<TFilters> = {},
): ListClauses {
  const conditions: (SQL | undefined)[] = [];
  for (const key of Object.keys(filterValues) as (keyof TFilters)[]) {
    const value = filterValues[key];
    if (value === undefined || value === null || value === '') continue;
    const toCondition = spec.filters?.[key];
    if (!toCondition) throw new ListQueryError(String(key), `Cannot filter by ${String(key)}`);
    conditions.push(toCondition(value as NonNullable<TFilters[typeof key]>));
  }
  if (query.q && spec.searchable?.length) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ...spec.searchable.map((column) =>
          typeof column === 'function' ? column(pattern) : ilike(column, pattern),
        ),
      ),
    );
  }

  const sort = query.sort ?? spec.defaultSort;
  const sortColumn = spec.sortable[sort.field];
  if (!sortColumn) {
    const allowed = Object.keys(spec.sortable).join(', ');
    throw new ListQueryError('sort', `Cannot sort by ${sort.field}; use one of: ${allowed}`);
  }
  const direction = sort.direction === 'asc' ? asc : desc;
  const orderBy = [direction(sortColumn)];
  if (spec.tiebreaker) orderBy.push(direction(spec.tiebreaker));

  return {
    where: and(...conditions),
    orderBy,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

/** `q` is plain text: LIKE wildcards in it match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
