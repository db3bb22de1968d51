import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/**
 * The page layout demonstrations: signed-in users; its screens load only when opened. One
 * screen serves the 12 carded and 8 simple variants, named by `family` and `slug`.
 */
export const pageLayoutsRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/ui/page-layouts/blank',
      lazy: async () => {
        const { BlankLayoutPage } = await import('./components/blank-layout-page.tsx');
        return { Component: BlankLayoutPage };
      },
    },
    {
      path: '/ui/page-layouts/:family/:slug',
      lazy: async () => {
        const { PageLayoutDemoPage } = await import('./components/page-layout-demo-page.tsx');
        return { Component: PageLayoutDemoPage };
      },
    },
  ],
};
