import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The utility styles: signed-in users; its screen loads only when opened. */
export const helperClassesRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/ui/helper-classes',
      lazy: async () => {
        const { HelperClassesPage } = await import('./components/helper-classes-page.tsx');
        return { Component: HelperClassesPage };
      },
    },
  ],
};
