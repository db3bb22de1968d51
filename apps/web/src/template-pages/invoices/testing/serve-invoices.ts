import { createHandlers } from '@flockbook/mock-api/testing/invoices/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's invoice rules answers the screen's calls (see serveMockApp). */
export const serveInvoices = (failing?: Set<string>) =>
  serveMockApp('/api/invoices/', createHandlers(), failing);
