import type { HttpHandler } from 'msw';
import { getCall, noQuery } from '../../platform/respond.ts';
import { quickPanelPaths } from './contract.ts';
import type { QuickPanelData } from './contract.ts';
import { quickPanelData } from './sample-data.ts';

/** Handlers of the quick panel: today's events and recent notes. */
export function createHandlers(
  data: QuickPanelData = structuredClone(quickPanelData),
): HttpHandler[] {
  return [getCall(quickPanelPaths.data, noQuery, () => data)];
}
