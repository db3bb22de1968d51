import type { RequestHandler } from 'msw';

/** The file-manager sample app's handlers: filled in with the app. */
export function createHandlers(): RequestHandler[] {
  return [];
}
