import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The theme's type scale: signed-in users: its screens load only when opened. */
export const typographyRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
