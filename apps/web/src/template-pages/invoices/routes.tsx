import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The invoice pages (compact and modern): signed-in users: its screens load only when opened. */
export const invoicesRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
