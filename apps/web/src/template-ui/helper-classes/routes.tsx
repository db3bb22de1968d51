import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The utility styles: signed-in users: its screens load only when opened. */
export const helperClassesRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
