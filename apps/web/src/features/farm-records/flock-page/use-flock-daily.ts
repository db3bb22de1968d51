import { flockDailySchema } from '@flockbook/contracts';
import type { FlockDaily } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';

/** A flock's figures day by day, for its charts; refreshed by every saved record. */
export function useFlockDaily(flockId: string) {
  return useQuery({
    queryKey: [...recordKeys.area('/api/flocks'), 'daily', flockId],
    queryFn: ({ signal }): Promise<FlockDaily> =>
      api.get(`/api/flocks/${encodeURIComponent(flockId)}/daily`, {
        signal,
        parse: (data) => flockDailySchema.parse(data),
      }),
  });
}
