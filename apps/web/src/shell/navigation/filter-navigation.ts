import { hasPermission } from './has-permission.ts';
import type { NavigationItem, UserRoles } from './navigation-types.ts';

/**
 * The navigation a user may see: items their roles do not admit are dropped with everything
 * below them, groups and collapses left without entries disappear, and dividers never lead,
 * trail or repeat. The input is left untouched.
 */
export function filterNavigation(
  items: readonly NavigationItem[],
  roles: UserRoles,
): NavigationItem[] {
  const kept: NavigationItem[] = [];
  for (const item of items) {
    if (!hasPermission(item.auth, roles)) continue;
    if (item.type === 'group' || item.type === 'collapse') {
      const children = filterNavigation(item.children ?? [], roles);
      if (children.length === 0) continue;
      kept.push({ ...item, children });
    } else {
      kept.push(item);
    }
  }
  return tidyDividers(kept);
}

function tidyDividers(items: NavigationItem[]): NavigationItem[] {
  const result: NavigationItem[] = [];
  for (const item of items) {
    const previous = result.at(-1);
    if (item.type === 'divider' && (previous === undefined || previous.type === 'divider'))
      continue;
    result.push(item);
  }
  while (result.at(-1)?.type === 'divider') result.pop();
  return result;
}
