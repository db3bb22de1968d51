import { authRoles } from '@flockbook/contracts/roles';
import { Navigate } from 'react-router';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

// Written out here: the route table is in the first load, the app's modules are not.
const CONTACTS_BASE = '/apps/contacts';

/** The Contacts sample app: signed-in users; its screens load only when opened. */
export const contactsRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    { path: CONTACTS_BASE, element: <Navigate to={`${CONTACTS_BASE}/all`} replace /> },
    {
      path: `${CONTACTS_BASE}/:id`,
      lazy: async () => {
        const { ContactsPage } = await import('./components/contacts-page.tsx');
        return { Component: ContactsPage };
      },
    },
  ],
};
