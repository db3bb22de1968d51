import { createHandlers } from '@flockbook/mock-api/testing/notes/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's notes rules answers the screen's calls (see serveMockApp). */
export const serveNotes = (failing?: Set<string>) =>
  serveMockApp('/api/notes-app/', createHandlers(), failing);
