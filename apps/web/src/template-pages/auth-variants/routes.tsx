import type { RouteConfig } from '../../lib/route-auth.ts';

/** The sign-in, registration and password page variants: public: its screens load only when opened. */
export const authVariantsRouteConfig: RouteConfig = {
  auth: null,
  routes: [],
};
