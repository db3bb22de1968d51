/**
 * The list dialect every REST resource speaks, without zod so the web's lists can use it:
 * `?page=1&pageSize=25&sort=date:desc&q=text&<filter>=<value>` answers `{ data, total }`.
 * The server parses it with `listQuerySchema` (list-query.ts); the web writes it with
 * `toListSearchParams`. Nothing else spells these names or this format.
 */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 25;
/** Far past any real list; keeps the offset a number the database can take. */
export const MAX_PAGE = 1_000_000;

export type SortDirection = 'asc' | 'desc';
export type ListSort = { field: string; direction: SortDirection };

/** `field:asc` or `field:desc`; a field is a plain name the resource allows. */
export const SORT_PATTERN = /^([A-Za-z][A-Za-z0-9_]*):(asc|desc)$/;

export function parseSort(value: string | null | undefined): ListSort | null {
  const match = SORT_PATTERN.exec(value ?? '');
  if (!match) return null;
  return { field: match[1] ?? '', direction: match[2] === 'desc' ? 'desc' : 'asc' };
}

export function formatSort(sort: ListSort | null | undefined): string | undefined {
  return sort ? `${sort.field}:${sort.direction}` : undefined;
}

/** One list request: paging, sort, search and the resource's filters (empty ones left out). */
export type ListRequestQuery = {
  page?: number;
  pageSize?: number;
  sort?: ListSort | null;
  q?: string;
  filters?: Readonly<Record<string, string | undefined>>;
};

/** The query string of a list request; filters keep their given order, empty ones left out. */
export function toListSearchParams(query: ListRequestQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const sort = formatSort(query.sort);
  if (sort) params.set('sort', sort);
  if (query.q) params.set('q', query.q);
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    if (value !== undefined && value !== '') params.set(name, value);
  }
  return params;
}
