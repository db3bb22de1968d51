import { appSettingsSchema } from '@flockbook/contracts';
import type { AppSettings } from '@flockbook/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api-client.ts';
import { recordKeys, settingsKey } from '../../records/api/query-keys.ts';

const SETTINGS_ENDPOINT = '/api/settings';

const parseSettings = (data: unknown) => appSettingsSchema.parse(data);

/** The installation settings as saved now (read again on every visit of the screen). */
export function useFarmSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get(SETTINGS_ENDPOINT, { signal, parse: parseSettings }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * Saves the changed settings (PATCH, admins). The saved settings replace the cached ones
 * (currency everywhere), and every record query is asked again: alerts, dashboards and flock
 * figures follow the thresholds and the chick weight.
 */
export function useSaveFarmSettings(): (patch: Partial<AppSettings>) => Promise<AppSettings> {
  const queryClient = useQueryClient();
  return useCallback(
    async (patch) => {
      const saved = await api.patch(SETTINGS_ENDPOINT, patch, { parse: parseSettings });
      queryClient.setQueryData(settingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      return saved;
    },
    [queryClient],
  );
}
