import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The icon catalogue: signed-in users: its screens load only when opened. */
export const iconsRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
