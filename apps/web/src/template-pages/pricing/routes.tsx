import type { RouteConfig } from '../../lib/route-auth.ts';

/** The pricing pages (three styles): public, readable without signing in: its screens load only when opened. */
export const pricingRouteConfig: RouteConfig = {
  auth: null,
  routes: [],
};
