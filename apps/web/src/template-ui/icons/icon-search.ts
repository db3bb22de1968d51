import type { IconEntry } from '@flockbook/mock-api/icons';

/** The words of a search: lower case, split on spaces, underscores and hyphens. */
function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter((word) => word !== '');
}

/**
 * The icons every word of the search finds: in the name (anywhere) or at the start of a tag.
 * An empty search keeps them all.
 */
export function searchIcons(icons: readonly IconEntry[], search: string): readonly IconEntry[] {
  const words = searchWords(search);
  if (words.length === 0) return icons;
  return icons.filter((icon) =>
    words.every(
      (word) => icon.name.includes(word) || icon.tags.some((tag) => tag.startsWith(word)),
    ),
  );
}

/** `59648` -> `U+E900`. */
export function codePointLabel(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
