import type { ECommerceState } from '../../../../../../packages/mock-api/src/apps/e-commerce/handlers.ts';
import {
  createECommerceState,
  createHandlers,
} from '../../../../../../packages/mock-api/src/apps/e-commerce/handlers.ts';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/**
 * A fresh copy of the mock's e-commerce rules answers the screen's calls (see serveMockApp);
 * returns the request log and the state, so a test can check what was saved.
 */
export function serveECommerce(
  failing?: Set<string>,
  state: ECommerceState = createECommerceState(),
) {
  return { ...serveMockApp('/api/e-commerce-app/', createHandlers(state), failing), state };
}
