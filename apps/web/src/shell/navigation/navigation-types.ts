import type { NavigationIconName } from './navigation-icons.ts';
import type { NavigationTranslateKey } from './locales/en.ts';

export const NAVIGATION_ITEM_TYPES = ['group', 'collapse', 'item', 'link', 'divider'] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

/**
 * Who may see an item: `null`/`undefined` everyone, `[]` only guests (no role), otherwise a user
 * holding one of the roles.
 */
export type NavigationAuth = readonly string[] | null | undefined;

/** What a user holds: a role, a list of roles, or nothing (a guest). */
export type UserRoles = readonly string[] | string | null | undefined;

export type NavigationBadge = {
  readonly title: string;
  /** Background colour. */
  readonly bg?: string;
  /** Text colour. */
  readonly fg?: string;
};

/** One entry of the navigation tree (specification, section 3, "Navigation item"). */
export type NavigationItem = {
  readonly id: string;
  readonly title?: string;
  readonly translate?: NavigationTranslateKey;
  readonly type: NavigationItemType;
  readonly icon?: NavigationIconName;
  readonly url?: string;
  /** Active only on exactly this url, not on paths below it. */
  readonly exact?: boolean;
  /** For `link` items: where to open; a new tab when left out. */
  readonly target?: '_blank' | '_self' | '_parent' | '_top';
  readonly auth?: NavigationAuth;
  readonly badge?: NavigationBadge;
  readonly children?: readonly NavigationItem[];
};

/** A navigation entry of type `item`, as search and shortcuts list them. */
export type FlatNavigationItem = {
  readonly id: string;
  readonly title: string;
  readonly translate?: NavigationTranslateKey;
  readonly type: 'item';
  readonly icon?: NavigationIconName;
  readonly url: string;
  readonly auth?: NavigationAuth;
};
