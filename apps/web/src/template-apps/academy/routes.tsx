import { authRoles } from '@flockbook/contracts/roles';
import { Navigate } from 'react-router';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

// Written out here: the route table is in the first load, the app's modules are not.
const ACADEMY_BASE = '/apps/academy';

/** The Academy sample app: signed-in users; its screens load only when opened. */
export const academyRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    { path: ACADEMY_BASE, element: <Navigate to={`${ACADEMY_BASE}/courses`} replace /> },
    {
      path: `${ACADEMY_BASE}/courses/:courseId?/:courseHandle?`,
      lazy: async () => {
        const { AcademyPage } = await import('./components/academy-page.tsx');
        return { Component: AcademyPage };
      },
    },
  ],
};
