import { createHandlers } from '@flockbook/mock-api/testing/analytics-dashboard/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's analytics rules answers the screen's calls (see serveMockApp). */
export const serveAnalytics = (failing?: Set<string>) =>
  serveMockApp('/api/analytics-dashboard-app/', createHandlers(), failing);
