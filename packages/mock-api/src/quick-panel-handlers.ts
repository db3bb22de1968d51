import { http, HttpResponse } from 'msw';
import type { QuickPanelData } from './contracts/quick-panel.ts';
import { mockState } from './mock-state.ts';

/** Handlers of the quick panel: today's events and recent notes. */
export const quickPanelHandlers = [
  http.get('*/api/quick-panel/data', () =>
    HttpResponse.json<QuickPanelData>(mockState().quickPanel),
  ),
];
