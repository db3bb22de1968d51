import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/loading-state.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { HomePage } from '../features/home/routes/home-page.tsx';

export const ERROR_404_PATH = '/pages/errors/error-404';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState fullPage />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: ERROR_404_PATH,
        lazy: async () => {
          const { Error404Page } = await import('../features/errors/routes/error-404-page.tsx');
          return { Component: Error404Page };
        },
      },
      { path: '*', element: <Navigate to={ERROR_404_PATH} replace /> },
    ],
  },
];
