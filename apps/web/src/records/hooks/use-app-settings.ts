import type { AppSettings } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { appSettingsQuery } from '../api/app-settings-query.ts';

/** The installation's settings (currency, alert thresholds), read once from GET /api/settings. */
export function useAppSettings(): AppSettings | undefined {
  const { data } = useQuery(appSettingsQuery);
  return data;
}
