import { createHandlers } from '@flockbook/mock-api/testing/scrumboard/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's scrumboard rules answers the screen's calls (see serveMockApp). */
export const serveScrumboard = (failing?: Set<string>) =>
  serveMockApp('/api/scrumboard-app/', createHandlers(), failing);
