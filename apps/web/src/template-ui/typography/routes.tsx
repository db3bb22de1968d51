import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The typography page: signed-in users; its screen loads only when opened. */
export const typographyRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/ui/typography',
      lazy: async () => {
        const { TypographyPage } = await import('./components/typography-page.tsx');
        return { Component: TypographyPage };
      },
    },
  ],
};
