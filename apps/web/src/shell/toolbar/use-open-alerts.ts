import type { Alert } from '@flockbook/contracts';
import { authRoles } from '@flockbook/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { hasPermission } from '../../lib/route-auth.ts';
import { usePageIdle } from '../../lib/use-page-idle.ts';
import { useSession } from '../../lib/session.ts';
import { recordKeys } from '../../records/api/query-keys.ts';

export const ALERTS_ENDPOINT = '/api/alerts';
/** How often the open alerts are asked for again while the page stays open. */
export const ALERTS_REFRESH_MS = 60_000;

/**
 * The open alerts (GET /api/alerts) for admins and staff. The key sits under `records`, so every
 * saved record refreshes them (a death recorded now can raise a mortality alert); they are also
 * asked for again every minute and when the window regains focus. The answer is typed with the
 * contract, not parsed again: the server sends it through the same schema, and the toolbar, on
 * every page, then does not bring zod into the frame's first download.
 */
export function useOpenAlerts() {
  const { user, signedIn } = useSession();
  const allowed = signedIn && hasPermission(authRoles.staff, user.role);
  // Asked for once the page has been drawn: nothing on it waits for the count.
  const idle = usePageIdle();
  const query = useQuery({
    queryKey: recordKeys.area(ALERTS_ENDPOINT),
    queryFn: ({ signal }) => api.get<Alert[]>(ALERTS_ENDPOINT, { signal }),
    enabled: allowed && idle,
    staleTime: 0,
    refetchInterval: ALERTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return { ...query, allowed };
}
