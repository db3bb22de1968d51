import { createHandlers } from '../../../../../../packages/mock-api/src/apps/mail/handlers.ts';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's mail rules answers the screen's calls (see serveMockApp). */
export const serveMail = (failing?: Set<string>) =>
  serveMockApp('/api/mail-app/', createHandlers(), failing);
