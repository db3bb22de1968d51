import { SEARCH_MAX_RESULTS } from '../settings/shell-constants.ts';
import { hasPermission } from './has-permission.ts';
import type { FlatNavigationItem, UserRoles } from './navigation-types.ts';

export type SearchNavigationOptions = {
  /** The title as the user reads it (e.g. `(item) => t(item.translate ?? '', item.title)`). */
  readonly translate?: (item: FlatNavigationItem) => string;
  /** At most this many results; 10 unless told. */
  readonly limit?: number;
};

/**
 * Navigation entries whose title matches the text, only those the user may open, at most 10.
 * Matching ignores case and accents (so "ilac" finds "İlaç") and needs every word typed; titles
 * that start with the text come first, then those with a word starting with it, then the rest,
 * each in navigation order. Both the translated and the English title are searched.
 */
export function searchNavigation(
  flat: readonly FlatNavigationItem[],
  text: string,
  roles: UserRoles,
  options: SearchNavigationOptions = {},
): FlatNavigationItem[] {
  const query = normaliseSearchText(text);
  if (query === '') return [];
  const words = query.split(/\s+/);
  const limit = options.limit ?? SEARCH_MAX_RESULTS;

  const ranked: { item: FlatNavigationItem; rank: number; order: number }[] = [];
  flat.forEach((item, order) => {
    if (!hasPermission(item.auth, roles)) return;
    const titles = [item.title];
    if (options.translate) titles.unshift(options.translate(item));
    const ranks = titles.map((title) => rankTitle(normaliseSearchText(title), query, words));
    const rank = Math.min(...ranks);
    if (Number.isFinite(rank)) ranked.push({ item, rank, order });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.slice(0, Math.max(0, limit)).map((entry) => entry.item);
}

/** Lower case, accents and dots removed, spaces collapsed. */
export function normaliseSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function rankTitle(title: string, query: string, words: readonly string[]): number {
  if (!words.every((word) => title.includes(word))) return Number.POSITIVE_INFINITY;
  if (title.startsWith(query)) return 0;
  if (title.split(/[\s\-/]+/).some((part) => part.startsWith(words[0] ?? ''))) return 1;
  return 2;
}
