import { createHandlers } from '@flockbook/mock-api/testing/chat/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's chat rules answers the screen's calls (see serveMockApp). */
export const serveChat = (failing?: Set<string>) =>
  serveMockApp('/api/chat/', createHandlers(), failing);
