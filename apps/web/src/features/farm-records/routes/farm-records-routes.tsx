import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../../lib/route-auth.ts';
import { recordAreaRoutes } from '../../../records/area-routes.tsx';
import { AREA_PATHS, FARM_DASHBOARD_PATH, FLOCK_PAGE_PATH, STOCK_PATH } from '../area-paths.ts';

/**
 * The farm record areas: each one's list, new and edit screens, loaded on first visit, the
 * flock page and the stock screen. Farm screens admit admin and staff; what a role may change
 * is decided per area (and enforced by the server).
 */
export const farmRecordsRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    ...recordAreaRoutes(AREA_PATHS.farms, () =>
      import('../areas/farms-area.tsx').then((module) => module.farmsArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.flocks, () =>
      import('../areas/flocks-area.tsx').then((module) => module.flocksArea),
    ),
    {
      path: FLOCK_PAGE_PATH,
      lazy: async () => {
        const { FlockPage } = await import('../flock-page/flock-page.tsx');
        return { Component: FlockPage };
      },
    },
    ...recordAreaRoutes(AREA_PATHS.deaths, () =>
      import('../areas/deaths-area.ts').then((module) => module.deathsArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.weighings, () =>
      import('../areas/weighings-area.ts').then((module) => module.weighingsArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.eggCollections, () =>
      import('../areas/egg-collections-area.ts').then((module) => module.eggCollectionsArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.feedPurchases, () =>
      import('../areas/feed-purchases-area.ts').then((module) => module.feedPurchasesArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.feedUsages, () =>
      import('../areas/feed-usages-area.ts').then((module) => module.feedUsagesArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.medicines, () =>
      import('../areas/medicines-area.ts').then((module) => module.medicinesArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.medicineUses, () =>
      import('../areas/medicine-uses-area.ts').then((module) => module.medicineUsesArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.diesel, () =>
      import('../areas/diesel-area.ts').then((module) => module.dieselArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.wood, () =>
      import('../areas/wood-area.ts').then((module) => module.woodArea),
    ),
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
