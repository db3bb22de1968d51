import type { Farm, Flock, ListResponse } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { recordKeys } from '../api/query-keys.ts';

/** Enough farms and flocks for any select; the API's largest page. */
const OPTIONS_PAGE_SIZE = 200;

/** Whether the options are asked for now: a select that is not shown asks for none. */
export type OptionsRequest = { enabled?: boolean };

/** Every farm, by name, for the farm selects. */
export function useFarmOptions({ enabled = true }: OptionsRequest = {}) {
  const query = `pageSize=${OPTIONS_PAGE_SIZE}&sort=name:asc`;
  return useQuery({
    queryKey: recordKeys.options('/api/farms', query),
    queryFn: ({ signal }): Promise<Farm[]> =>
      api.get<ListResponse<Farm>>(`/api/farms?${query}`, { signal }).then((page) => page.data),
    staleTime: 60_000,
    enabled,
  });
}

/** Every flock (newest placement first), for the flock selects and the closed-flock check. */
export function useFlockOptions({ enabled = true }: OptionsRequest = {}) {
  const query = `pageSize=${OPTIONS_PAGE_SIZE}&sort=placedOn:desc`;
  return useQuery({
    queryKey: recordKeys.options('/api/flocks', query),
    queryFn: ({ signal }): Promise<Flock[]> =>
      api.get<ListResponse<Flock>>(`/api/flocks?${query}`, { signal }).then((page) => page.data),
    staleTime: 60_000,
    enabled,
  });
}
