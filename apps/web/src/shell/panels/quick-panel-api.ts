import type { QuickPanelData } from '@flockbook/mock-api/quick-panel';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const quickPanelKeys = {
  data: ['quick-panel', 'data'] as const,
};

/** GET /api/quick-panel/data: today's events and recent notes. */
export function fetchQuickPanelData(signal?: AbortSignal): Promise<QuickPanelData> {
  return api.get<QuickPanelData>('/api/quick-panel/data', { signal });
}

export function useQuickPanelData(enabled = true) {
  return useQuery({
    queryKey: quickPanelKeys.data,
    queryFn: ({ signal }) => fetchQuickPanelData(signal),
    enabled,
  });
}
