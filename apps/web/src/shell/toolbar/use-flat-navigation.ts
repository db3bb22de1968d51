import { flattenNavigation, NAVIGATION_CONFIG } from '../navigation/index.ts';
import type {
  FlatNavigationItem,
  NavigationIconName,
  NavigationItem,
} from '../navigation/index.ts';

/** For each entry without an icon of its own, the icon of its nearest ancestor that has one. */
function inheritedIcons(
  items: readonly NavigationItem[],
  parentIcon: NavigationIconName | undefined,
  icons: Map<string, NavigationIconName>,
): Map<string, NavigationIconName> {
  for (const item of items) {
    const icon = item.icon ?? parentIcon;
    if (icon && !item.icon) icons.set(item.id, icon);
    if (item.children) inheritedIcons(item.children, icon, icons);
  }
  return icons;
}

/** Flat navigation entries, each with an icon to show (its own, else its section's). */
export function flatNavigationWithIcons(
  config: readonly NavigationItem[],
): readonly FlatNavigationItem[] {
  const icons = inheritedIcons(config, undefined, new Map());
  return flattenNavigation(config).map((item) => {
    const icon = item.icon ?? icons.get(item.id);
    return icon && icon !== item.icon ? { ...item, icon } : item;
  });
}

const FLAT_NAVIGATION = flatNavigationWithIcons(NAVIGATION_CONFIG);

/** Every navigation entry that can be searched or made a shortcut, in tree order. */
export function useFlatNavigation(): readonly FlatNavigationItem[] {
  return FLAT_NAVIGATION;
}
