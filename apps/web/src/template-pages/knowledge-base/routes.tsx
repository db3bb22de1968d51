import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/**
 * The knowledge base: public, readable without signing in; its screen loads only when opened.
 * The optional segment is a category's path, showing that category alone.
 */
export const knowledgeBaseRouteConfig: RouteConfig = {
  auth: null,
  routes: [
    {
      path: '/pages/knowledge-base/:categoryPath?',
      lazy: async () => {
        const { KnowledgeBasePage } = await import('./components/knowledge-base-page.tsx');
        return { Component: KnowledgeBasePage };
      },
    },
  ],
};
