import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/**
 * The Notes sample app: signed-in users; its screens load only when opened. The optional
 * segments name the view (see `notes-view.ts`): none, `reminders`, `archive`, or
 * `labels/{labelHandle}/{labelId}`.
 */
export const notesRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/apps/notes/:id?/:labelHandle?/:labelId?',
      lazy: async () => {
        const { NotesPage } = await import('./components/notes-page.tsx');
        return { Component: NotesPage };
      },
    },
  ],
};
