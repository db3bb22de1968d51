import type { RequestHandler } from 'msw';

/** The knowledge-base sample's handlers: filled in with it. */
export function createHandlers(): RequestHandler[] {
  return [];
}
