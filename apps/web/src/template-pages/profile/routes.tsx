import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The profile page: signed-in users: its screens load only when opened. */
export const profileRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
