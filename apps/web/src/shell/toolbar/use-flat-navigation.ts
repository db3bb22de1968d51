import { flattenNavigation, NAVIGATION_CONFIG } from '../navigation/index.ts';
import type { FlatNavigationItem } from '../navigation/index.ts';

const FLAT_NAVIGATION: readonly FlatNavigationItem[] = flattenNavigation(NAVIGATION_CONFIG);

/** Every navigation entry that can be searched or made a shortcut, in tree order. */
export function useFlatNavigation(): readonly FlatNavigationItem[] {
  return FLAT_NAVIGATION;
}
