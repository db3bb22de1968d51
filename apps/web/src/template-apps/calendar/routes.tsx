import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The Calendar sample app: signed-in users; its screens load only when opened. */
export const calendarRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/apps/calendar',
      lazy: async () => {
        const { CalendarPage } = await import('./components/calendar-page.tsx');
        return { Component: CalendarPage };
      },
    },
  ],
};
