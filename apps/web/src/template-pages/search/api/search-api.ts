import type { SearchResult } from '@flockbook/mock-api/search';
import { searchPaths } from '@flockbook/mock-api/search';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET search: every result; the pages filter them. */
export function useSearchResults() {
  return useQuery({
    queryKey: ['search', 'results'],
    queryFn: ({ signal }) => api.get<SearchResult[]>(searchPaths.results, { signal }),
  });
}
