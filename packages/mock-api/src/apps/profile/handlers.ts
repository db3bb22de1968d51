import type { RequestHandler } from 'msw';

/** The profile sample's handlers: filled in with it. */
export function createHandlers(): RequestHandler[] {
  return [];
}
