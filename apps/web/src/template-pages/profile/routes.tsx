import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The profile page (the user menu's "My Profile"): signed-in users; loads only when opened. */
export const profileRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/pages/profile',
      lazy: async () => {
        const { ProfilePage } = await import('./components/profile-page.tsx');
        return { Component: ProfilePage };
      },
    },
  ],
};
