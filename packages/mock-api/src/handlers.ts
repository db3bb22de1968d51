import { http, HttpResponse } from 'msw';
import { chatHandlers } from './chat-handlers.ts';
import type { FaqItem } from './contracts/faq.ts';
import { quickPanelHandlers } from './quick-panel-handlers.ts';
import { faqItems } from './sample-data/faq.ts';

export { resetMockState } from './mock-state.ts';

/**
 * Request handlers of the in-browser mock. Each answers at once: status 200 for a well-formed
 * request, a problem-details 400 or 404 otherwise.
 */
export const handlers = [
  http.get('*/api/faq', () => HttpResponse.json<FaqItem[]>(faqItems)),
  ...quickPanelHandlers,
  ...chatHandlers,
];
