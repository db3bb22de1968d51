import type { AppSettings } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { settingsKey } from '../api/query-keys.ts';

/** The installation's settings (currency, alert thresholds), read once from GET /api/settings. */
export function useAppSettings(): AppSettings | undefined {
  const { data } = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<AppSettings>('/api/settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
