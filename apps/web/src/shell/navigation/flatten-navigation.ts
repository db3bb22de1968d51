import type { FlatNavigationItem, NavigationAuth, NavigationItem } from './navigation-types.ts';

/**
 * Every entry of type `item` in tree order, as search and shortcuts use them. An entry without
 * its own `auth` takes the nearest ancestor's (as routes inherit their group's), so a flat entry
 * is never more open than the branch it came from. Entries without a url are skipped.
 */
export function flattenNavigation(
  items: readonly NavigationItem[],
  inheritedAuth?: NavigationAuth,
): FlatNavigationItem[] {
  const flat: FlatNavigationItem[] = [];
  for (const item of items) {
    const auth = item.auth !== undefined ? item.auth : inheritedAuth;
    if (item.type === 'item' && item.url !== undefined) {
      flat.push({
        id: item.id,
        title: item.title ?? item.id,
        ...(item.translate !== undefined ? { translate: item.translate } : {}),
        type: 'item',
        ...(item.icon !== undefined ? { icon: item.icon } : {}),
        url: item.url,
        ...(auth !== undefined ? { auth } : {}),
      });
    }
    if (item.children) flat.push(...flattenNavigation(item.children, auth));
  }
  return flat;
}
