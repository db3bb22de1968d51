import { authRoles } from '@flockbook/contracts/roles';
import { Navigate } from 'react-router';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

const lazyMailApp = async () => {
  const { MailApp } = await import('./components/mail-app.tsx');
  return { Component: MailApp };
};

/** Mail (section 2): `/apps/mail` opens the inbox; lists by folder, filter or label, each with an open mail. */
export const mailRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    { path: '/apps/mail', element: <Navigate to="/apps/mail/inbox" replace /> },
    { path: '/apps/mail/label/:labelHandle/:mailId?', lazy: lazyMailApp },
    { path: '/apps/mail/filter/:filterHandle/:mailId?', lazy: lazyMailApp },
    { path: '/apps/mail/:folderHandle/:mailId?', lazy: lazyMailApp },
  ],
};
