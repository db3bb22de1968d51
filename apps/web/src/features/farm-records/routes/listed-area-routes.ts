import { FARM_AREAS, FARM_AREA_IDS } from '@flockbook/contracts/farm-areas';
import type { AppRoute } from '../../../shell/layouts/route-config.ts';
import { recordAreaRoutes } from '../../../records/area-routes.tsx';
import { AREA_LOADERS } from '../area-loaders.ts';
import { AREA_PATHS } from '../area-paths.ts';

/**
 * The list, new and edit routes of the farm area list's areas that carry money, or of those
 * that do not, in the list's order; each area's definition loads on first visit.
 */
export function listedAreaRoutes(money: boolean): AppRoute[] {
  return FARM_AREA_IDS.filter((id) => FARM_AREAS[id].money === money).flatMap((id) =>
    recordAreaRoutes(AREA_PATHS[id], AREA_LOADERS[id]),
  );
}
