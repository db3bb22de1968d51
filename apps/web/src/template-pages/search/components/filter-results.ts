import type { SearchResult } from '@flockbook/mock-api/search';

export const RESULTS_PER_PAGE = 10;

/** Results whose title, url or excerpt holds `query`, ignoring case; all of them for none. */
export function filterResults(results: readonly SearchResult[], query: string): SearchResult[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...results];
  return results.filter((result) =>
    [result.title, result.url, result.excerpt].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** Page `page` (from 1) of `items`, and how many pages there are (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size = RESULTS_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** `text` cut into parts, `match` true where it equals `query` (ignoring case). */
export function splitMatches(text: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLocaleLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
