import type { RequestHandler } from 'msw';

/** The scrumboard sample app's handlers: filled in with the app. */
export function createHandlers(): RequestHandler[] {
  return [];
}
