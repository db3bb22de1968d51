import { getResponse, http } from 'msw';
import type { RequestHandler } from 'msw';
import { MOCK_APP_PREFIXES } from './app-prefixes.ts';
import type { MockAppName } from './app-prefixes.ts';
import type { MockAppModule } from './platform/mock-app.ts';
import { problem } from './platform/respond.ts';

export type MockAppLoaders = Record<MockAppName, () => Promise<MockAppModule>>;

/** Each app's handlers and sample data, as a separate chunk loaded on the app's first request. */
export const appLoaders: MockAppLoaders = {
  faq: () => import('./apps/faq/handlers.ts'),
  quickPanel: () => import('./apps/quick-panel/handlers.ts'),
  chat: () => import('./apps/chat/handlers.ts'),
  mail: () => import('./apps/mail/handlers.ts'),
  todo: () => import('./apps/todo/handlers.ts'),
  contacts: () => import('./apps/contacts/handlers.ts'),
  notes: () => import('./apps/notes/handlers.ts'),
  calendar: () => import('./apps/calendar/handlers.ts'),
  scrumboard: () => import('./apps/scrumboard/handlers.ts'),
  fileManager: () => import('./apps/file-manager/handlers.ts'),
  academy: () => import('./apps/academy/handlers.ts'),
  analyticsDashboard: () => import('./apps/analytics-dashboard/handlers.ts'),
  projectDashboard: () => import('./apps/project-dashboard/handlers.ts'),
  eCommerce: () => import('./apps/e-commerce/handlers.ts'),
  invoices: () => import('./apps/invoices/handlers.ts'),
  profile: () => import('./apps/profile/handlers.ts'),
  search: () => import('./apps/search/handlers.ts'),
  knowledgeBase: () => import('./apps/knowledge-base/handlers.ts'),
  icons: () => import('./apps/icons/handlers.ts'),
};

/**
 * The worker's only handlers: one pair per app prefix. A request under a prefix loads that app
 * (once) and is answered by its handlers; a request none of them matches falls through, and
 * the worker passes it on to the server.
 */
export function createRouter(loaders: MockAppLoaders = appLoaders): RequestHandler[] {
  return (Object.keys(MOCK_APP_PREFIXES) as MockAppName[]).flatMap((app) => {
    let loaded: Promise<RequestHandler[]> | undefined;
    const load = (): Promise<RequestHandler[]> => {
      loaded ??= loaders[app]()
        .then((module) => module.createHandlers())
        .catch((error: unknown) => {
          loaded = undefined; // try again on the next request
          console.warn(`The mock of '${app}' could not be loaded.`, error);
          throw error;
        });
      return loaded;
    };
    const resolver = async ({ request }: { request: Request }) => {
      const handlers = await load().catch(() => undefined);
      if (!handlers) return problem(503, `The sample app '${app}' could not be loaded; try again.`);
      return getResponse(handlers, request);
    };
    const prefix = MOCK_APP_PREFIXES[app];
    return [http.all(`*${prefix}`, resolver), http.all(`*${prefix}/*`, resolver)];
  });
}
