import { appSettingsSchema } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { settingsKey } from '../api/query-keys.ts';

export const DEFAULT_CURRENCY = 'PKR';

/** The installation's currency, read once from GET /api/settings (PKR until it arrives). */
export function useCurrency(): string {
  const { data } = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      api.get('/api/settings', { signal, parse: (body) => appSettingsSchema.parse(body) }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.currency ?? DEFAULT_CURRENCY;
}
