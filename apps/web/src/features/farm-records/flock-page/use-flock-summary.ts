import { flockSummarySchema } from '@flockbook/contracts';
import type { FlockSummary } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';

/**
 * A flock's summary figures as the server computes them (money only for admins). The key sits
 * under the records' keys, so every saved record refreshes it.
 */
export function useFlockSummary(flockId: string) {
  return useQuery({
    queryKey: [...recordKeys.area('/api/flocks'), 'summary', flockId],
    queryFn: ({ signal }): Promise<FlockSummary> =>
      api.get(`/api/flocks/${encodeURIComponent(flockId)}/summary`, {
        signal,
        parse: (data) => flockSummarySchema.parse(data),
      }),
  });
}
