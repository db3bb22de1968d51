import { prefetchAppSettings } from './api/app-settings-query.ts';
import { prefetchPlainRecordPage, prefetchRecordPage } from './api/prefetch-record-page.ts';
import type { AreaPaths, RecordArea } from './record-area.ts';

/*
 * What a list page can start before it is drawn: its code, its area's definition and its first
 * rows. Free of React, so the start-up can run it before React and MUI are even evaluated.
 */

/** Loads an area's definition (a dynamic import, so it stays out of the first download). */
export type AreaLoader = () => Promise<RecordArea>;

/** The list page's own code. */
export const loadRecordListPage = () => import('./components/record-list-page.tsx');

/**
 * Sends the request for a list page's first rows: at once when the address says only its page
 * (the area's API is in its paths), else as soon as the area's definition is there. The list
 * reads the rows from the query cache; a second call for the same page asks nothing new.
 */
export async function prefetchListRows(
  paths: AreaPaths,
  load: AreaLoader,
  search: URLSearchParams,
): Promise<void> {
  if (paths.api && prefetchPlainRecordPage(paths.api, search)) return;
  // A definition that cannot be fetched is the lazy route's error to show, not this one's.
  const area = await load().catch(() => undefined);
  if (area) prefetchRecordPage(area, search);
}

/**
 * Starts everything a list page needs (code, definition, rows, the settings its cells format
 * with) without waiting for any of it.
 */
export function startListPage(paths: AreaPaths, load: AreaLoader, search: URLSearchParams): void {
  void loadRecordListPage().catch(() => undefined);
  void load().catch(() => undefined);
  void prefetchListRows(paths, load, search);
  prefetchAppSettings();
}
