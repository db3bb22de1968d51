import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../../lib/route-auth.ts';
import { HomePage } from './home-page.tsx';

/**
 * The analytics dashboard. Until its widgets arrive it shows the server's health and the help
 * questions, for admin and staff.
 */
export const homeRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [{ path: '/apps/dashboards/analytics', element: <HomePage /> }],
};
