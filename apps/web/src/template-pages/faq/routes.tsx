import type { RouteConfig } from '../../lib/route-auth.ts';

/** The FAQ page: public, readable without signing in: its screens load only when opened. */
export const faqRouteConfig: RouteConfig = {
  auth: null,
  routes: [],
};
