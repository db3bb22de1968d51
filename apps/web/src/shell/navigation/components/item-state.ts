import { pathMatchesUrl } from '../navigation-paths.ts';
import type { NavigationItem } from '../navigation-types.ts';

function cleanPath(value: string): string {
  const path = value.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** Whether an item is the page being shown: its url, or (unless `exact`) a path below it. */
export function isItemActive(item: NavigationItem, pathname: string): boolean {
  if (item.url === undefined) return false;
  if (item.exact) return cleanPath(item.url) === cleanPath(pathname);
  return pathMatchesUrl(item.url, pathname);
}
