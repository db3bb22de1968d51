import { createHandlers } from '@flockbook/mock-api/testing/mail/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's mail rules answers the screen's calls (see serveMockApp). */
export const serveMail = (failing?: Set<string>) =>
  serveMockApp('/api/mail-app/', createHandlers(), failing);
