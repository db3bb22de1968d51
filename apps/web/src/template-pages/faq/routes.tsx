import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The FAQ page: public, readable without signing in; its screen loads only when opened. */
export const faqRouteConfig: RouteConfig = {
  auth: null,
  routes: [
    {
      path: '/pages/faq',
      lazy: async () => {
        const { FaqPage } = await import('./components/faq-page.tsx');
        return { Component: FaqPage };
      },
    },
  ],
};
