import type { RequestHandler } from 'msw';

/** The project-dashboard sample's handlers: filled in with it. */
export function createHandlers(): RequestHandler[] {
  return [];
}
