import type { RouteConfig } from '../../../lib/route-auth.ts';
import { recordAreaRoutes } from '../../../records/area-routes.tsx';
import { AREA_LOADERS, FARM_AREAS_AUTH } from '../area-loaders.ts';
import { AREA_PATHS, FARM_DASHBOARD_PATH, FLOCK_PAGE_PATH, STOCK_PATH } from '../area-paths.ts';

/**
 * The farm record areas: each one's list, new and edit screens, loaded on first visit, the
 * flock page and the stock screen. Farm screens admit admin and staff; what a role may change
 * is decided per area (and enforced by the server).
 */
export const farmRecordsRouteConfig: RouteConfig = {
  auth: FARM_AREAS_AUTH,
  routes: [
    ...recordAreaRoutes(AREA_PATHS.farms, AREA_LOADERS.farms),
    ...recordAreaRoutes(AREA_PATHS.flocks, AREA_LOADERS.flocks),
    {
      path: FLOCK_PAGE_PATH,
      lazy: async () => {
        const { FlockPage } = await import('../flock-page/flock-page.tsx');
        return { Component: FlockPage };
      },
    },
    ...recordAreaRoutes(AREA_PATHS.deaths, AREA_LOADERS.deaths),
    ...recordAreaRoutes(AREA_PATHS.weighings, AREA_LOADERS.weighings),
    ...recordAreaRoutes(AREA_PATHS.eggCollections, AREA_LOADERS.eggCollections),
    ...recordAreaRoutes(AREA_PATHS.feedPurchases, AREA_LOADERS.feedPurchases),
    ...recordAreaRoutes(AREA_PATHS.feedUsages, AREA_LOADERS.feedUsages),
    ...recordAreaRoutes(AREA_PATHS.medicines, AREA_LOADERS.medicines),
    ...recordAreaRoutes(AREA_PATHS.medicineUses, AREA_LOADERS.medicineUses),
    ...recordAreaRoutes(AREA_PATHS.diesel, AREA_LOADERS.diesel),
    ...recordAreaRoutes(AREA_PATHS.wood, AREA_LOADERS.wood),
    {
      path: FARM_DASHBOARD_PATH,
      lazy: async () => {
        const { FarmDashboardPage } = await import('../dashboard/farm-dashboard-page.tsx');
        return { Component: FarmDashboardPage };
      },
    },
    {
      path: STOCK_PATH,
      lazy: async () => {
        const { StockPage } = await import('../stock/stock-page.tsx');
        return { Component: StockPage };
      },
    },
  ],
};
