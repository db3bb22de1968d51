import { createHandlers } from '@flockbook/mock-api/testing/contacts/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's contacts rules answers the screen's calls (see serveMockApp). */
export const serveContacts = (failing?: Set<string>) =>
  serveMockApp('/api/contacts-app/', createHandlers(), failing);
