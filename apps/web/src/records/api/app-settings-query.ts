import type { AppSettings } from '@flockbook/contracts';
import { api } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { liveStoredToken } from '../../lib/session-storage.ts';
import { settingsKey } from './query-keys.ts';

/** The installation's settings (currency, alert thresholds): GET /api/settings, read once. */
export const appSettingsQuery = {
  queryKey: settingsKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<AppSettings>('/api/settings', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * Asks for the settings before a list is drawn (with a stored session that has not expired):
 * its cells format money in their currency, and settings that arrived after the list would
 * draw its rows a second time.
 */
export function prefetchAppSettings(): void {
  if (!liveStoredToken()) return;
  void queryClient.prefetchQuery(appSettingsQuery);
}
