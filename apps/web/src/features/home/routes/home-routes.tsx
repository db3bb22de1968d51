import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../../lib/route-auth.ts';

/**
 * The analytics dashboard, where everyone lands after sign-in (admin and staff). Its page,
 * charts and map are a sample app's chunk, loaded only when the route is first opened.
 */
export const homeRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/apps/dashboards/analytics',
      lazy: async () => {
        const { AnalyticsDashboardPage } =
          await import('../../../template-apps/analytics-dashboard/components/analytics-dashboard-page.tsx');
        return { Component: AnalyticsDashboardPage };
      },
    },
  ],
};
