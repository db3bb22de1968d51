import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The File manager sample app: signed-in users; its screens load only when opened. */
export const fileManagerRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/apps/file-manager',
      lazy: async () => {
        const { FileManagerPage } = await import('./components/file-manager-page.tsx');
        return { Component: FileManagerPage };
      },
    },
  ],
};
