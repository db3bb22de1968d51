import type { Alert } from '@flockbook/contracts';
import { generatePath } from 'react-router';
import { FLOCK_PAGE_PATH, STOCK_PATH } from '../../features/farm-records/area-paths.ts';

/**
 * Where an alert is dealt with: feed and medicine on the farm's stock screen, a flock's
 * mortality on its page (deaths first) and its weight on the page's weighings tab.
 */
export function alertTarget(alert: Alert): string {
  if (alert.kind === 'feed' || alert.kind === 'medicine-expiry' || alert.flockId === null) {
    return `${STOCK_PATH}?${new URLSearchParams({ farmId: alert.farmId }).toString()}`;
  }
  const page = generatePath(FLOCK_PAGE_PATH, { flockId: alert.flockId });
  return alert.kind === 'weight' ? `${page}?tab=weighings` : page;
}
