import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The page layout demonstrations (carded, simple, blank): signed-in users: its screens load only when opened. */
export const pageLayoutsRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
