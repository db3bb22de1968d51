import { createHandlers } from '@flockbook/mock-api/testing/project-dashboard/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's project dashboard answers the screen's calls (see serveMockApp). */
export const serveProjectDashboard = (failing?: Set<string>) =>
  serveMockApp('/api/project-dashboard-app/', createHandlers(), failing);
