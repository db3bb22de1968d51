import type { RequestHandler } from 'msw';

/** The e-commerce sample's handlers: filled in with it. */
export function createHandlers(): RequestHandler[] {
  return [];
}
