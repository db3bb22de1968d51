import type { Farm, Flock, ListResponse } from '@flockbook/contracts';
import { MAX_PAGE_SIZE, parseSort, toListSearchParams } from '@flockbook/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { recordKeys } from '../api/query-keys.ts';

/** Whether the options are asked for now: a select that is not shown asks for none. */
export type OptionsRequest = { enabled?: boolean };

/** Every record of an endpoint in one order, asked for only when `enabled`. */
function useOptions<T>(endpoint: string, sort: string, enabled: boolean) {
  // Enough farms and flocks for any select: the API's largest page.
  const query = toListSearchParams({ pageSize: MAX_PAGE_SIZE, sort: parseSort(sort) }).toString();
  return useQuery({
    queryKey: recordKeys.options(endpoint, query),
    queryFn: ({ signal }): Promise<T[]> =>
      api.get<ListResponse<T>>(`${endpoint}?${query}`, { signal }).then((page) => page.data),
    staleTime: 60_000,
    enabled,
  });
}

/** Every farm, by name, for the farm selects. */
export function useFarmOptions({ enabled = true }: OptionsRequest = {}) {
  return useOptions<Farm>('/api/farms', 'name:asc', enabled);
}

/** Every flock (newest placement first), for the flock selects and the closed-flock check. */
export function useFlockOptions({ enabled = true }: OptionsRequest = {}) {
  return useOptions<Flock>('/api/flocks', 'placedOn:desc', enabled);
}
