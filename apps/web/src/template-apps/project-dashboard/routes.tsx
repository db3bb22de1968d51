import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The project dashboard sample: signed-in users: its screens load only when opened. */
export const projectDashboardRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/apps/dashboards/project',
      lazy: async () => {
        const { ProjectDashboardPage } = await import('./components/project-dashboard-page.tsx');
        return { Component: ProjectDashboardPage };
      },
    },
  ],
};
