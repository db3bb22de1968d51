import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The full-page Chat sample app: signed-in users; its screens load only when opened. */
export const chatRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/apps/chat',
      lazy: async () => {
        const { ChatPage } = await import('./components/chat-page.tsx');
        return { Component: ChatPage };
      },
    },
  ],
};
