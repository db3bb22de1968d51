import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../../lib/route-auth.ts';
import { recordAreaRoutes } from '../../../records/area-routes.tsx';
import { AREA_PATHS } from '../area-paths.ts';

/**
 * The farm record areas: each one's list, new and edit screens, loaded on first visit. Farm
 * screens admit admin and staff; what a role may change is decided per area (and by the server).
 */
export const farmRecordsRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    ...recordAreaRoutes(AREA_PATHS.deaths, () =>
      import('../areas/deaths-area.ts').then((module) => module.deathsArea),
    ),
  ],
};
