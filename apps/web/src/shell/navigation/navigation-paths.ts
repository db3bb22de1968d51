import { NAV_INDENT_BASE, NAV_INDENT_MAX, NAV_INDENT_STEP } from '../settings/shell-constants.ts';
import type { NavigationItem } from './navigation-types.ts';

/** True for a url that leaves the app (`https://...`, `mailto:...`, `//host/...`). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/** Whether `pathname` is `url` or a path below it (segment-wise, ignoring case and query). */
export function pathMatchesUrl(url: string, pathname: string): boolean {
  if (isExternalUrl(url)) return false;
  const base = cleanPath(url);
  const path = cleanPath(pathname);
  if (path === base) return true;
  return base !== '/' && path.startsWith(`${base}/`);
}

/**
 * Whether the current path is one of the item's descendants' urls or lies below one; a
 * collapse expands by itself when this holds.
 */
export function isUrlInChildren(item: NavigationItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) =>
      (child.url !== undefined && pathMatchesUrl(child.url, pathname)) ||
      isUrlInChildren(child, pathname),
  );
}

/** Left (or, right to left, right) padding of a nested entry: 40 + 16 per level, at most 80. */
export function indentation(level: number): number {
  return Math.min(NAV_INDENT_BASE + NAV_INDENT_STEP * Math.max(0, level), NAV_INDENT_MAX);
}

export type LinkAttributes = {
  readonly href: string;
  readonly target: string;
  readonly rel?: string;
};

/**
 * Anchor attributes of a `link` item: it opens in a new tab unless it names a target; a new tab
 * gets `rel="noopener noreferrer"`.
 */
export function linkAttributes(item: NavigationItem): LinkAttributes {
  const target = item.target ?? '_blank';
  return {
    href: item.url ?? '#',
    target,
    ...(target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
  };
}

function cleanPath(value: string): string {
  const path = value.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}
