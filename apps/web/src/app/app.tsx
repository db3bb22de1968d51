import { createBrowserRouter, RouterProvider } from 'react-router';
import { firstPageReady } from './first-page-ready.ts';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './routes.tsx';

/*
 * Created as the page's code is evaluated, not on the first render: the router starts fetching
 * the current page's code (and its list rows) at once, while the texts and React get ready.
 */
const router = createBrowserRouter(appRoutes);

/** See `firstPageReady`. */
export const appReady = (maxWaitMs: number) => firstPageReady(router, maxWaitMs);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
