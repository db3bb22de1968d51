import type { Alert } from '@flockbook/contracts';
import { FARM_PAGES } from '@flockbook/contracts/farm-areas';
import { generatePath } from 'react-router';

/**
 * Where an alert is dealt with: feed and medicine on the farm's stock screen, a flock's
 * mortality on its page (deaths first) and its weight on the page's weighings tab.
 */
export function alertTarget(alert: Alert): string {
  if (alert.kind === 'feed' || alert.kind === 'medicine-expiry' || alert.flockId === null) {
    return `${FARM_PAGES.stock}?${new URLSearchParams({ farmId: alert.farmId }).toString()}`;
  }
  const page = generatePath(FARM_PAGES.flock, { flockId: alert.flockId });
  return alert.kind === 'weight' ? `${page}?tab=weighings` : page;
}
