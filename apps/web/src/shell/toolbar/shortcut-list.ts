import { searchNavigation, shortcutItems } from '../navigation/index.ts';
import type { FlatNavigationItem, UserRoles } from '../navigation/index.ts';

export type ShortcutMenuOptions = {
  /** The title as the user reads it, so typed text matches the shown language. */
  readonly translate?: (item: FlatNavigationItem) => string;
};

/**
 * What the star menu lists: with no text typed, the current shortcuts; otherwise the navigation
 * entries the user may open that match the text (at most 10).
 */
export function shortcutMenuItems(
  flat: readonly FlatNavigationItem[],
  ids: readonly string[],
  text: string,
  roles: UserRoles,
  options: ShortcutMenuOptions = {},
): FlatNavigationItem[] {
  if (text.trim() === '') return shortcutItems(flat, ids, roles);
  return searchNavigation(
    flat,
    text,
    roles,
    options.translate ? { translate: options.translate } : {},
  );
}
