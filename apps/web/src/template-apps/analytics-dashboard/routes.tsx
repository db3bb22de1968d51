import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/**
 * The analytics dashboard, where everyone lands after sign-in (admin and staff). Its page,
 * charts and map are this sample app's chunk, loaded only when the route is first opened.
 */
export const analyticsDashboardRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/apps/dashboards/analytics',
      lazy: async () => {
        const { AnalyticsDashboardPage } =
          await import('./components/analytics-dashboard-page.tsx');
        return { Component: AnalyticsDashboardPage };
      },
    },
  ],
};
