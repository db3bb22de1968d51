export { NAVIGATION_ITEM_TYPES } from './navigation-types.ts';
export type {
  FlatNavigationItem,
  NavigationAuth,
  NavigationBadge,
  NavigationItem,
  NavigationItemType,
  UserRoles,
} from './navigation-types.ts';
export { NAVIGATION_ICONS, isNavigationIconName, navigationIcon } from './navigation-icons.ts';
export type { NavigationIconComponent, NavigationIconName } from './navigation-icons.ts';
export {
  CARDED_PAGE_LAYOUTS,
  DEFAULT_SHORTCUTS,
  NAVBAR_TITLE,
  NAVIGATION_CONFIG,
  SIMPLE_PAGE_LAYOUTS,
} from './navigation-config.ts';
export { GUEST_ROLE, hasPermission, normaliseRoles } from './has-permission.ts';
export { filterNavigation } from './filter-navigation.ts';
export { flattenNavigation } from './flatten-navigation.ts';
export { normaliseSearchText, searchNavigation } from './search-navigation.ts';
export type { SearchNavigationOptions } from './search-navigation.ts';
export {
  indentation,
  isExternalUrl,
  isUrlInChildren,
  linkAttributes,
  pathMatchesUrl,
} from './navigation-paths.ts';
export type { LinkAttributes } from './navigation-paths.ts';
export { shortcutItems, toggleShortcut } from './shortcuts.ts';
export { navigationEn } from './locales/en.ts';
export type { NavigationTranslateKey, NavigationTranslation } from './locales/en.ts';
export { navigationTr } from './locales/tr.ts';
export { navigationAr } from './locales/ar.ts';
