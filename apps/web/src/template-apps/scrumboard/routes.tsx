import { authRoles } from '@flockbook/contracts/roles';
import { Navigate } from 'react-router';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

// Written out here: the route table is in the first load, the app's modules are not.
const SCRUMBOARD_BASE = '/apps/scrumboard';

/** The Scrumboard sample app: signed-in users; its screens load only when opened. */
export const scrumboardRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    { path: SCRUMBOARD_BASE, element: <Navigate to={`${SCRUMBOARD_BASE}/boards`} replace /> },
    {
      path: `${SCRUMBOARD_BASE}/boards/:boardId?/:boardUri?`,
      lazy: async () => {
        const { ScrumboardPage } = await import('./components/scrumboard-page.tsx');
        return { Component: ScrumboardPage };
      },
    },
  ],
};
