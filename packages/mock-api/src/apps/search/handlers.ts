import type { RequestHandler } from 'msw';

/** The search sample's handlers: filled in with it. */
export function createHandlers(): RequestHandler[] {
  return [];
}
