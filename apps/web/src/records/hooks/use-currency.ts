import { useAppSettings } from './use-app-settings.ts';

export const DEFAULT_CURRENCY = 'PKR';

/** The installation's currency (PKR until the settings arrive). */
export function useCurrency(): string {
  return useAppSettings()?.currency ?? DEFAULT_CURRENCY;
}
