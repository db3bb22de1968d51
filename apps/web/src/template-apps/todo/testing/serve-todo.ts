import { createHandlers } from '@flockbook/mock-api/testing/todo/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/** A fresh copy of the mock's todo rules answers the screen's calls (see serveMockApp). */
export const serveTodo = (failing?: Set<string>) =>
  serveMockApp('/api/todo-app/', createHandlers(), failing);
