import { BARE_LAYOUT } from '../../shell/layouts/route-config.ts';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/**
 * Coming soon, maintenance and the server error page: public and full-window (no navbar or
 * toolbar), as a status page stands on its own; each loads only when opened.
 */
export const statusPagesRouteConfig: RouteConfig = {
  auth: null,
  settings: BARE_LAYOUT,
  routes: [
    {
      path: '/pages/coming-soon',
      lazy: async () => ({
        Component: (await import('./components/coming-soon-page.tsx')).ComingSoonPage,
      }),
    },
    {
      path: '/pages/maintenance',
      lazy: async () => ({
        Component: (await import('./components/maintenance-page.tsx')).MaintenancePage,
      }),
    },
    {
      path: '/pages/errors/error-500',
      lazy: async () => ({
        Component: (await import('./components/error-500-page.tsx')).Error500Page,
      }),
    },
  ],
};
