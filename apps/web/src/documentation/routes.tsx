import type { RouteConfig } from '../lib/route-auth.ts';

/** The product's documentation, rendered from the repository's Markdown: public: its screens load only when opened. */
export const documentationRouteConfig: RouteConfig = {
  auth: null,
  routes: [],
};
