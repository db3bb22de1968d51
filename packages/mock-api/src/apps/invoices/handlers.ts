import type { RequestHandler } from 'msw';

/** The invoices sample's handlers: filled in with it. */
export function createHandlers(): RequestHandler[] {
  return [];
}
