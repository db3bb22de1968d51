import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../../shell/layouts/route-config.ts';
import { PEOPLE_PATH } from '../people-path.ts';

/** The people screen: admins only, as the server's /api/users calls are. */
export const peopleRouteConfig: RouteConfig = {
  auth: authRoles.admin,
  routes: [
    {
      path: PEOPLE_PATH,
      lazy: async () => {
        const { PeoplePage } = await import('../people-page.tsx');
        return { Component: PeoplePage };
      },
    },
  ],
};
