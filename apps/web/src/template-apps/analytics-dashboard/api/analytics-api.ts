import type { AnalyticsWidgets } from '@flockbook/mock-api/analytics-dashboard';
import { analyticsDashboardPaths } from '@flockbook/mock-api/analytics-dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET widgets: the nine widgets of the analytics dashboard. */
export function useAnalyticsWidgets() {
  return useQuery({
    queryKey: ['analytics-dashboard-app', 'widgets'],
    queryFn: ({ signal }) => api.get<AnalyticsWidgets>(analyticsDashboardPaths.widgets, { signal }),
  });
}
