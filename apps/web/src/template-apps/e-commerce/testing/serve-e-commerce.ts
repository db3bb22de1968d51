import type { ECommerceState } from '@flockbook/mock-api/testing/e-commerce/handlers';
import {
  createECommerceState,
  createHandlers,
} from '@flockbook/mock-api/testing/e-commerce/handlers';
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
