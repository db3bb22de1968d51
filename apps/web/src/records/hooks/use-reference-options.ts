import type { ListResponse } from '@flockbook/contracts';
import { MAX_PAGE_SIZE, toListSearchParams } from '@flockbook/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { recordKeys } from '../api/query-keys.ts';
import type { ReferenceSource } from '../reference-source.ts';

/**
 * The query string of a reference's list request: enough choices for any select (the API's
 * largest page), filters in name order so equal requests share one query.
 */
export function referenceQueryString(query: Readonly<Record<string, string | undefined>>): string {
  const filters = Object.fromEntries(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)));
  return toListSearchParams({ pageSize: MAX_PAGE_SIZE, filters }).toString();
}

/** The items a reference field may choose from; nothing is read while `query` is null. */
export function useReferenceItems(source: ReferenceSource, query: string | null) {
  return useQuery({
    queryKey: recordKeys.options(source.endpoint, query ?? ''),
    queryFn: ({ signal }): Promise<unknown[]> =>
      api
        .get<ListResponse<unknown>>(`${source.endpoint}?${query ?? ''}`, { signal })
        .then((page) => page.data),
    enabled: query !== null,
    staleTime: 30_000,
  });
}

/** One item of a reference read on its own (the edited record's choice, when not listed). */
export function useReferenceItem(source: ReferenceSource, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...recordKeys.area(source.endpoint), 'reference', id],
    queryFn: ({ signal }): Promise<unknown> =>
      api.get<unknown>(`${source.endpoint}/${encodeURIComponent(id)}`, { signal }),
    enabled: enabled && id !== '',
    staleTime: 30_000,
  });
}
