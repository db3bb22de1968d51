import { Navigate } from 'react-router';
import type { RouteConfig } from '../shell/layouts/route-config.ts';

/** The product's documentation, rendered from the repository's Markdown: public: its screens load only when opened. */
export const documentationRouteConfig: RouteConfig = {
  auth: null,
  routes: [
    { path: '/documentation', element: <Navigate to="/documentation/getting-started" replace /> },
    {
      path: '/documentation/changelog',
      lazy: async () => ({ Component: (await import('./pages/changelog-page.tsx')).ChangelogPage }),
    },
    {
      path: '/documentation/getting-started',
      lazy: async () => ({
        Component: (await import('./pages/getting-started-page.tsx')).GettingStartedPage,
      }),
    },
    {
      path: '/documentation/authentication',
      lazy: async () => ({
        Component: (await import('./pages/authentication-page.tsx')).AuthenticationPage,
      }),
    },
    {
      path: '/documentation/components',
      lazy: async () => ({
        Component: (await import('./pages/components-page.tsx')).ComponentsPage,
      }),
    },
    {
      path: '/documentation/mui-components',
      lazy: async () => ({
        Component: (await import('./pages/mui-components-page.tsx')).MuiComponentsPage,
      }),
    },
    {
      path: '/documentation/third-party-components',
      lazy: async () => ({
        Component: (await import('./pages/third-party-components-page.tsx'))
          .ThirdPartyComponentsPage,
      }),
    },
  ],
};
