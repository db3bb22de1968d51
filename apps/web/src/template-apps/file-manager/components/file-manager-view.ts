import { ROOT_LOCATION } from '@flockbook/mock-api/file-manager';
import type { FileEntry } from '@flockbook/mock-api/file-manager';

/** The path a folder's own entries carry in `location`. */
export const pathOf = (entry: Pick<FileEntry, 'location' | 'name'>) =>
  `${entry.location}/${entry.name}`;

const byFoldersThenName = (a: FileEntry, b: FileEntry) =>
  Number(b.type === 'folder') - Number(a.type === 'folder') || a.name.localeCompare(b.name);

/**
 * What the table shows in the folder at `location`: its own entries, or, while searching, every
 * entry below it whose name contains the search (case and surrounding spaces ignored).
 */
export function visibleEntries(
  files: readonly FileEntry[],
  location: string,
  search: string,
): FileEntry[] {
  const query = search.trim().toLocaleLowerCase();
  const shown =
    query === ''
      ? files.filter((file) => file.location === location)
      : files.filter(
          (file) =>
            (file.location === location || file.location.startsWith(`${location}/`)) &&
            file.name.toLocaleLowerCase().includes(query),
        );
  return shown.sort(byFoldersThenName);
}

export type Crumb = { name: string; path: string };

/** The folders from the root down to `location`, each with its path. */
export function crumbsOf(location: string): Crumb[] {
  const names = location.split('/');
  return names.map((name, index) => ({ name, path: names.slice(0, index + 1).join('/') }));
}

/** A location as shown to the user: the root named in their language, then ' / ' between folders. */
export function displayLocation(location: string, rootName: string): string {
  const rest =
    location === ROOT_LOCATION ? [] : location.slice(ROOT_LOCATION.length + 1).split('/');
  return [rootName, ...rest].join(' / ');
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes in the largest unit that keeps the number at least 1, e.g. '1.2 MB' or '1,2 MB'. */
export function formatSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A date of the table ('Nov 21, 2026') or, with `withTime`, of the details panel. */
export function formatFileDate(time: string, language: string, withTime = false): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}
