import { queryClient } from '../../lib/query-client.ts';
import { liveStoredToken } from '../../lib/session-storage.ts';
import { listStateFromSearchParams, listStateToApiQuery } from '../list-state.ts';
import { filterNames } from '../record-area.ts';
import type { RecordArea } from '../record-area.ts';
import { recordPageQuery } from './record-api.ts';

type ListRequest = Pick<RecordArea, 'endpoint' | 'filters' | 'sortFields'>;

/**
 * Asks for the page of records a list page at `search` will show, into the cache its list reads,
 * so the rows are on their way while the page's code is still arriving. Only with a stored
 * session that has not expired: without one the list page is not shown.
 */
export function prefetchRecordPage(area: ListRequest, search: URLSearchParams): void {
  if (!liveStoredToken()) return;
  const state = listStateFromSearchParams(search, {
    filterNames: filterNames(area),
    sortFields: area.sortFields,
  });
  // The same query string the list sends (a list page has no fixed filters).
  const query = listStateToApiQuery(state).toString();
  void queryClient.prefetchQuery(recordPageQuery(area, query));
}

const PAGING_PARAMETERS = new Set(['page', 'pageSize']);

/**
 * The same, before the area's definition has arrived, for an address that says nothing but its
 * page and page size: any other parameter may be one of the area's filters or its sort, which
 * only the definition tells. Answers whether it asked.
 */
export function prefetchPlainRecordPage(endpoint: string, search: URLSearchParams): boolean {
  if ([...search.keys()].some((key) => !PAGING_PARAMETERS.has(key))) return false;
  prefetchRecordPage({ endpoint, filters: [], sortFields: [] }, search);
  return true;
}
