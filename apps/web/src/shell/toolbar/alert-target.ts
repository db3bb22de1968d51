import type { Alert } from '@flockbook/contracts';
import { FARM_PAGES } from '@flockbook/contracts/farm-areas';
import { generatePath } from 'react-router';

/**
 * Where an alert is dealt with: feed and medicine on the farm's stock screen, a missing round
 * on the farm's daily round, a flock's mortality on its page (deaths first), its weight on the
 * page's weighings tab and its water on the readings tab.
 */
export function alertTarget(alert: Alert): string {
  if (alert.kind === 'round-missing') {
    const query = new URLSearchParams({ farmId: alert.farmId, date: alert.facts.date });
    return `${FARM_PAGES.dailyRound}?${query.toString()}`;
  }
  if (alert.kind === 'feed' || alert.kind === 'medicine-expiry' || alert.flockId === null) {
    return `${FARM_PAGES.stock}?${new URLSearchParams({ farmId: alert.farmId }).toString()}`;
  }
  const page = generatePath(FARM_PAGES.flock, { flockId: alert.flockId });
  if (alert.kind === 'weight') return `${page}?tab=weighings`;
  return alert.kind === 'water-drop' ? `${page}?tab=readings` : page;
}
