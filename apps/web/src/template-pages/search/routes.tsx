import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The search pages (classic and modern): signed-in users; its screens load only when opened. */
export const searchRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/pages/search/classic',
      lazy: async () => {
        const { ClassicSearchPage } = await import('./components/classic-search-page.tsx');
        return { Component: ClassicSearchPage };
      },
    },
    {
      path: '/pages/search/modern',
      lazy: async () => {
        const { ModernSearchPage } = await import('./components/modern-search-page.tsx');
        return { Component: ModernSearchPage };
      },
    },
  ],
};
