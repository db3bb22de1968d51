import { hasPermission } from './has-permission.ts';
import type { FlatNavigationItem, UserRoles } from './navigation-types.ts';

/** The user's shortcuts as navigation entries, in their order; unknown or forbidden ids are skipped. */
export function shortcutItems(
  flat: readonly FlatNavigationItem[],
  ids: readonly string[],
  roles: UserRoles,
): FlatNavigationItem[] {
  const byId = new Map(flat.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const items: FlatNavigationItem[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (!item || seen.has(id) || !hasPermission(item.auth, roles)) continue;
    seen.add(id);
    items.push(item);
  }
  return items;
}

/** The shortcut ids with `id` removed when present, else added at the end. */
export function toggleShortcut(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id];
}
