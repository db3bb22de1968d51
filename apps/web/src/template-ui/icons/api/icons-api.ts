import type { IconEntry } from '@flockbook/mock-api/icons';
import { iconsPaths } from '@flockbook/mock-api/icons';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const iconsKeys = { all: ['icons'] as const };

/** GET /api/icons: the whole catalogue; it never changes while the tab is open. */
export function useIcons() {
  return useQuery({
    queryKey: iconsKeys.all,
    queryFn: ({ signal }) => api.get<IconEntry[]>(iconsPaths.icons, { signal }),
    staleTime: Infinity,
  });
}
