import type { HttpHandler } from 'msw';
import { getCall, noQuery } from '../../platform/respond.ts';
import { analyticsDashboardPaths } from './contract.ts';
import type { AnalyticsWidgets } from './contract.ts';
import { analyticsSampleData } from './sample-data.ts';

export type AnalyticsDashboardState = { widgets: AnalyticsWidgets };

export function createAnalyticsDashboardState(now = new Date()): AnalyticsDashboardState {
  return { widgets: analyticsSampleData(now) };
}

export function createHandlers(state = createAnalyticsDashboardState()): HttpHandler[] {
  return [getCall(analyticsDashboardPaths.widgets, noQuery, () => state.widgets)];
}
