import { healthSchema } from '@flockbook/contracts';
import type { Health } from '@flockbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export function getHealth(signal?: AbortSignal): Promise<Health> {
  return api.get('/api/health', { signal, parse: (data) => healthSchema.parse(data) });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: 30_000,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
