import { authRoles } from '@flockbook/contracts/roles';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { SplashScreen } from '../components/splash-screen.tsx';
import { authRouteConfig, roleExampleRouteConfig } from '../features/auth/routes/auth-routes.ts';
import { farmRecordsRouteConfig } from '../features/farm-records/routes/farm-records-routes.tsx';
import { moneyRecordsRouteConfig } from '../features/farm-records/routes/money-records-routes.tsx';
import { farmSettingsRouteConfig } from '../features/farm-settings/routes/farm-settings-routes.tsx';
import { peopleRouteConfig } from '../features/people/routes/people-routes.tsx';
import { paths } from '../lib/paths.ts';
import { BARE_LAYOUT } from '../shell/layouts/route-config.ts';
import type { RouteConfig } from '../shell/layouts/route-config.ts';
import { academyRouteConfig } from '../template-apps/academy/routes.tsx';
import { analyticsDashboardRouteConfig } from '../template-apps/analytics-dashboard/routes.tsx';
import { calendarRouteConfig } from '../template-apps/calendar/routes.tsx';
import { chatRouteConfig } from '../template-apps/chat/routes.tsx';
import { contactsRouteConfig } from '../template-apps/contacts/routes.tsx';
import { fileManagerRouteConfig } from '../template-apps/file-manager/routes.tsx';
import { mailRouteConfig } from '../template-apps/mail/routes.tsx';
import { notesRouteConfig } from '../template-apps/notes/routes.tsx';
import { scrumboardRouteConfig } from '../template-apps/scrumboard/routes.tsx';
import { todoRouteConfig } from '../template-apps/todo/routes.tsx';
import { eCommerceRouteConfig } from '../template-apps/e-commerce/routes.tsx';
import { projectDashboardRouteConfig } from '../template-apps/project-dashboard/routes.tsx';
import { faqRouteConfig } from '../template-pages/faq/routes.tsx';
import { invoicesRouteConfig } from '../template-pages/invoices/routes.tsx';
import { knowledgeBaseRouteConfig } from '../template-pages/knowledge-base/routes.tsx';
import { pricingRouteConfig } from '../template-pages/pricing/routes.tsx';
import { profileRouteConfig } from '../template-pages/profile/routes.tsx';
import { searchRouteConfig } from '../template-pages/search/routes.tsx';
import { authVariantsRouteConfig } from '../template-pages/auth-variants/routes.tsx';
import { statusPagesRouteConfig } from '../template-pages/status-pages/routes.tsx';
import { iconsRouteConfig } from '../template-ui/icons/routes.tsx';
import { typographyRouteConfig } from '../template-ui/typography/routes.tsx';
import { helperClassesRouteConfig } from '../template-ui/helper-classes/routes.tsx';
import { pageLayoutsRouteConfig } from '../template-ui/page-layouts/routes.tsx';
import { documentationRouteConfig } from '../documentation/routes.tsx';
import { AppRoot } from './app-root.tsx';
import { buildRoutes } from './build-routes.ts';

export const ERROR_404_PATH = paths.error404;

/** Redirects and error pages: open to everyone. */
const baseRouteConfig: RouteConfig = {
  auth: null,
  settings: BARE_LAYOUT,
  routes: [
    { index: true, element: <Navigate to={paths.dashboard} replace /> },
    {
      path: ERROR_404_PATH,
      lazy: async () => {
        const { Error404Page } = await import('../features/errors/routes/error-404-page.tsx');
        return { Component: Error404Page };
      },
    },
    { path: '*', element: <Navigate to={ERROR_404_PATH} replace /> },
  ],
};

/** Every feature's routes; a route that names no auth, in a group that names none, is admin-only. */
export const routeConfigs: readonly RouteConfig[] = [
  baseRouteConfig,
  authRouteConfig,
  roleExampleRouteConfig,
  analyticsDashboardRouteConfig,
  farmRecordsRouteConfig,
  moneyRecordsRouteConfig,
  farmSettingsRouteConfig,
  peopleRouteConfig,
  mailRouteConfig,
  todoRouteConfig,
  contactsRouteConfig,
  notesRouteConfig,
  calendarRouteConfig,
  scrumboardRouteConfig,
  chatRouteConfig,
  fileManagerRouteConfig,
  academyRouteConfig,
  eCommerceRouteConfig,
  projectDashboardRouteConfig,
  faqRouteConfig,
  invoicesRouteConfig,
  knowledgeBaseRouteConfig,
  pricingRouteConfig,
  profileRouteConfig,
  searchRouteConfig,
  authVariantsRouteConfig,
  statusPagesRouteConfig,
  iconsRouteConfig,
  typographyRouteConfig,
  helperClassesRouteConfig,
  pageLayoutsRouteConfig,
  documentationRouteConfig,
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    // The same splash as the start-up auth check, so the first paint flows into it.
    hydrateFallbackElement: <SplashScreen />,
    children: buildRoutes(routeConfigs, authRoles.admin),
  },
];
