import type { AreaPaths } from '../../records/record-area.ts';

/**
 * Where each farm area lives (the specification's routes). Kept apart from the definitions so
 * the route table can name the paths without loading the areas.
 */
export const AREA_PATHS = {
  farms: { list: '/apps/farm-details', create: '/apps/farm', edit: '/apps/farm/:id' },
  flocks: { list: '/apps/flocks', create: '/apps/flocks/new', edit: '/apps/flocks/:flockId/edit' },
  deaths: { list: '/apps/death-details', create: '/apps/death/new', edit: '/apps/death/:id' },
  weighings: {
    list: '/apps/weighing-details',
    create: '/apps/weighing/new',
    edit: '/apps/weighing/:id',
  },
  eggCollections: { list: '/apps/eggs-details', create: '/apps/eggs/new', edit: '/apps/eggs/:id' },
} as const satisfies Record<string, AreaPaths>;

/** The flock page: `/apps/flocks/{flockId}/{flockHandle}`. */
export const FLOCK_PAGE_PATH = '/apps/flocks/:flockId/:flockHandle?';

export function flockPagePath(flock: { id: string; handle: string }): string {
  return `/apps/flocks/${encodeURIComponent(flock.id)}/${encodeURIComponent(flock.handle)}`;
}
