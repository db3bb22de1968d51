import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The project dashboard sample: signed-in users: its screens load only when opened. */
export const projectDashboardRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
