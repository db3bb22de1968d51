import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../../shell/layouts/route-config.ts';
import { FARM_SETTINGS_PATH } from '../farm-settings-path.ts';

/** The farm settings screen: admins only, as the server's PATCH /api/settings is. */
export const farmSettingsRouteConfig: RouteConfig = {
  auth: authRoles.admin,
  routes: [
    {
      path: FARM_SETTINGS_PATH,
      lazy: async () => {
        const { FarmSettingsPage } = await import('../farm-settings-page.tsx');
        return { Component: FarmSettingsPage };
      },
    },
  ],
};
