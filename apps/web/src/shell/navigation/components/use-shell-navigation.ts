import { useMemo } from 'react';
import { useSession } from '../../../lib/session.ts';
import { filterNavigation } from '../filter-navigation.ts';
import { NAVIGATION_CONFIG } from '../navigation-config.ts';
import type { NavigationItem } from '../navigation-types.ts';

/** The navigation tree the signed-in user (or guest) may see. */
export function useShellNavigation(): NavigationItem[] {
  const { user } = useSession();
  const roles = user.role;
  return useMemo(() => filterNavigation(NAVIGATION_CONFIG, roles), [roles]);
}
