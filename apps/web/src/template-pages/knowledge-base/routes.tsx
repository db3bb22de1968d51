import type { RouteConfig } from '../../lib/route-auth.ts';

/** The knowledge base: public, readable without signing in: its screens load only when opened. */
export const knowledgeBaseRouteConfig: RouteConfig = {
  auth: null,
  routes: [],
};
