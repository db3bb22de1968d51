import type { RequestHandler } from 'msw';

/** The icon catalogue's handlers: filled in with it. */
export function createHandlers(): RequestHandler[] {
  return [];
}
