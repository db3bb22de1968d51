import { createHandlers } from '../../../../../../packages/mock-api/src/apps/profile/handlers.ts';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's profile answers the screen's calls (see serveMockApp). */
export const serveProfile = (failing?: Set<string>) =>
  serveMockApp('/api/profile/', createHandlers(), failing);
