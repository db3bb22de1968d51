/**
 * The state of a record list (page, page size, sort, search text and filters) and its two
 * spellings: the page's query string, so a filtered list can be shared and reloaded, and the
 * API's list dialect (written by `toListSearchParams` of the contracts).
 */
import {
  DEFAULT_PAGE_SIZE,
  formatSort,
  parseSort,
  toListSearchParams,
} from '@flockbook/contracts/values';
import type { ListSort } from '@flockbook/contracts/values';

export type { ListSort, SortDirection } from '@flockbook/contracts/values';

export type ListState = {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: ListSort | null;
  q: string;
  /** Filter name -> value; only filters with a value are present. */
  filters: Record<string, string>;
};

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export type ListStateOptions = {
  /** Filters this list understands; other query parameters are ignored. */
  filterNames: readonly string[];
  /** Fields the server sorts by; any other sort in the address is dropped. */
  sortFields: readonly string[];
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FILTERS = new Set(['from', 'to']);

export function emptyListState(pageSize: number = DEFAULT_LIST_PAGE_SIZE): ListState {
  return { page: 1, pageSize, sort: null, q: '', filters: {} };
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** Reads a list's state from the page's query string, ignoring whatever does not fit. */
export function listStateFromSearchParams(
  params: URLSearchParams,
  options: ListStateOptions,
): ListState {
  const pageSize = positiveInteger(params.get('pageSize'));
  const sort = parseSort(params.get('sort'));
  const filters: Record<string, string> = {};
  for (const name of options.filterNames) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (DATE_FILTERS.has(name) && !DATE_PATTERN.test(value)) continue;
    filters[name] = value;
  }
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize ?? 0)
      ? (pageSize ?? DEFAULT_LIST_PAGE_SIZE)
      : DEFAULT_LIST_PAGE_SIZE,
    sort: sort && options.sortFields.includes(sort.field) ? sort : null,
    q: params.get('q')?.trim() ?? '',
    filters,
  };
}

/**
 * Writes a list's state into the page's query string, keeping parameters that are not the
 * list's (a selected tab, say) and leaving out values that are the defaults.
 */
export function listStateToSearchParams(
  state: ListState,
  options: Pick<ListStateOptions, 'filterNames'>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['page', 'pageSize', 'sort', 'q', ...options.filterNames]) next.delete(key);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_LIST_PAGE_SIZE) next.set('pageSize', String(state.pageSize));
  const sort = formatSort(state.sort);
  if (sort) next.set('sort', sort);
  if (state.q) next.set('q', state.q);
  for (const name of options.filterNames) {
    const value = state.filters[name];
    if (value) next.set(name, value);
  }
  return next;
}

/** The filters sent to the API: the list's own, then the fixed ones (a flock page's flock). */
function apiFilters(
  state: ListState,
  fixed: Readonly<Record<string, string>>,
): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...state.filters, ...fixed })) {
    if (value) filters[name] = value;
  }
  return filters;
}

/** The API request of one page: `page`, `pageSize`, `sort`, `q` and the filters. */
export function listStateToApiQuery(
  state: ListState,
  fixed: Readonly<Record<string, string>> = {},
): URLSearchParams {
  const { page, pageSize, sort, q } = state;
  return toListSearchParams({ page, pageSize, sort, q, filters: apiFilters(state, fixed) });
}

export type ExportFormat = 'csv' | 'xlsx';

/** The export of every row the list's filters match (no paging), in the list's order. */
export function listStateToExportQuery(
  state: ListState,
  format: ExportFormat,
  fixed: Readonly<Record<string, string>> = {},
): URLSearchParams {
  const { sort, q } = state;
  const params = toListSearchParams({ sort, q, filters: apiFilters(state, fixed) });
  return new URLSearchParams([['format', format], ...params]);
}

/** True when the list shows a subset: a search or a filter is set. */
export function isFiltered(state: ListState): boolean {
  return state.q !== '' || Object.values(state.filters).some((value) => value !== '');
}
