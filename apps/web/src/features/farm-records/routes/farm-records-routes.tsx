import type { RouteConfig } from '../../../shell/layouts/route-config.ts';
import { FARM_AREAS_AUTH } from '../area-loaders.ts';
import {
  DAILY_ROUND_PATH,
  FARM_DASHBOARD_PATH,
  FLOCK_PAGE_PATH,
  PROGRAMME_PATH,
  PROGRAMMES_PATH,
  STOCK_PATH,
} from '../area-paths.ts';
import { listedAreaRoutes } from './listed-area-routes.ts';

/**
 * The farm record areas without money: each one's list, new and edit screens, loaded on first
 * visit, the flock page, the farm dashboard, the daily round and the stock screen. Farm screens admit admin and
 * staff; what a role may change is decided per area (and enforced by the server).
 */
export const farmRecordsRouteConfig: RouteConfig = {
  auth: FARM_AREAS_AUTH,
  routes: [
    ...listedAreaRoutes(false),
    {
      path: FLOCK_PAGE_PATH,
      lazy: async () => {
        const { FlockPage } = await import('../flock-page/flock-page.tsx');
        return { Component: FlockPage };
      },
    },
    {
      path: FARM_DASHBOARD_PATH,
      lazy: async () => {
        const { FarmDashboardPage } = await import('../dashboard/farm-dashboard-page.tsx');
        return { Component: FarmDashboardPage };
      },
    },
    {
      path: DAILY_ROUND_PATH,
      lazy: async () => {
        const { DailyRoundPage } = await import('../daily-round/daily-round-page.tsx');
        return { Component: DailyRoundPage };
      },
    },
    {
      path: PROGRAMMES_PATH,
      lazy: async () => {
        const { ProgrammesPage } = await import('../programmes/programmes-page.tsx');
        return { Component: ProgrammesPage };
      },
    },
    {
      path: PROGRAMME_PATH,
      lazy: async () => {
        const { ProgrammeFormPage } = await import('../programmes/programme-form-page.tsx');
        return { Component: ProgrammeFormPage };
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
