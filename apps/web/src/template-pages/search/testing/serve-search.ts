import { createHandlers } from '@flockbook/mock-api/testing/search/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's search results answers the screen's calls (see serveMockApp). */
export const serveSearch = (failing?: Set<string>) =>
  serveMockApp('/api/search', createHandlers(), failing);
