import { authRoles } from '@flockbook/contracts';
import type { RouteConfig } from '../../lib/route-auth.ts';

/** The e-commerce sample app (products and orders): signed-in users: its screens load only when opened. */
export const eCommerceRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [],
};
