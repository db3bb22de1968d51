import { createAcademyState, createHandlers } from '@flockbook/mock-api/testing/academy/handlers';
import type { AcademyState } from '@flockbook/mock-api/testing/academy/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/**
 * A fresh copy of the mock's academy rules answers the screen's calls (see serveMockApp);
 * `state` lets a test change the sample data first. Returns the request log and the state.
 */
export function serveAcademy(failing?: Set<string>, state: AcademyState = createAcademyState()) {
  return { ...serveMockApp('/api/academy-app/', createHandlers(state), failing), state };
}
