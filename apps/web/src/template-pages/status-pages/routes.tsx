import type { RouteConfig } from '../../lib/route-auth.ts';

/** Coming soon, maintenance and the error pages: public: its screens load only when opened. */
export const statusPagesRouteConfig: RouteConfig = {
  auth: null,
  routes: [],
};
