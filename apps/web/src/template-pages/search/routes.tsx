import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The search pages (classic and modern): signed-in users: its screens load only when opened. */
export const searchRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
