import type { RequestHandler } from 'msw';

/**
 * What an app's `handlers.ts` exports: its MSW handlers over a fresh copy of its sample data.
 * The router calls it once, on the app's first request, so the state lives as long as the tab.
 */
export type MockAppModule = {
  createHandlers: () => RequestHandler[];
};
