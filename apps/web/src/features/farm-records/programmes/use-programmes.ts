import { flockProgrammeSchema, programmeListSchema, programmeSchema } from '@flockbook/contracts';
import type { FlockProgramme, Programme } from '@flockbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';

export const PROGRAMMES_API = '/api/vaccination-programmes';

/** Every programme with its items. */
export function useProgrammes() {
  return useQuery({
    queryKey: [...recordKeys.area(PROGRAMMES_API), 'list'],
    queryFn: ({ signal }) =>
      api.get(PROGRAMMES_API, { signal, parse: (data) => programmeListSchema.parse(data).data }),
  });
}

/** One programme, to edit (none while `id` is undefined: a new one). */
export function useProgramme(id: string | undefined) {
  return useQuery({
    queryKey: recordKeys.item(PROGRAMMES_API, id ?? ''),
    enabled: id !== undefined,
    queryFn: ({ signal }): Promise<Programme> =>
      api.get(`${PROGRAMMES_API}/${encodeURIComponent(id ?? '')}`, {
        signal,
        parse: (data) => programmeSchema.parse(data),
      }),
  });
}

/**
 * A flock's programme as of its farm's today. The key sits under the records' keys, so every
 * saved record (a medicine use among them) refreshes it.
 */
export function useFlockProgramme(flockId: string) {
  return useQuery({
    queryKey: [...recordKeys.area('/api/flocks'), 'programme', flockId],
    queryFn: ({ signal }): Promise<FlockProgramme> =>
      api.get(`/api/flocks/${encodeURIComponent(flockId)}/programme`, {
        signal,
        parse: (data) => flockProgrammeSchema.parse(data),
      }),
  });
}

/** Records an item of a flock's programme as given (its medicine use), then refreshes. */
export function useGiveItem(flockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.post('/api/programme-doses', { flockId, itemId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
