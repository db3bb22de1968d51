import type { RequestHandler } from 'msw';

/** The calendar sample app's handlers: filled in with the app. */
export function createHandlers(): RequestHandler[] {
  return [];
}
