import { createHandlers } from '@flockbook/mock-api/testing/profile/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's profile answers the screen's calls (see serveMockApp). */
export const serveProfile = (failing?: Set<string>) =>
  serveMockApp('/api/profile/', createHandlers(), failing);
