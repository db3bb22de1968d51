import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The icon catalogue: signed-in users; its screen (and the icon font) loads only when opened. */
export const iconsRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/ui/icons',
      lazy: async () => {
        const { IconsPage } = await import('./components/icons-page.tsx');
        return { Component: IconsPage };
      },
    },
  ],
};
