import { createHandlers } from '@flockbook/mock-api/testing/calendar/handlers';
import type { CalendarState } from '@flockbook/mock-api/testing/calendar/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's calendar rules answers the screen's calls (see serveMockApp). */
export const serveCalendar = (failing?: Set<string>, state?: CalendarState) =>
  serveMockApp('/api/calendar-app/', createHandlers(state), failing);
