import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { AppRoute } from '../lib/route-auth.ts';
import { prefetchPlainRecordPage, prefetchRecordPage } from './api/prefetch-record-page.ts';
import { loadInputSchema } from './hooks/use-input-schema.ts';
import type { AreaPaths, RecordArea } from './record-area.ts';

/** Loads an area's definition (a dynamic import, so it stays out of the first download). */
export type AreaLoader = () => Promise<RecordArea>;

type LazyResult = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

async function listRoute(load: AreaLoader): Promise<LazyResult> {
  const [area, { RecordListPage }] = await Promise.all([
    load(),
    import('./components/record-list-page.tsx'),
  ]);
  return {
    Component: () => <RecordListPage area={area} />,
    // Paging, sorting and filtering change the address; the list fetches those pages itself.
    shouldRevalidate: () => false,
  };
}

/**
 * The list page's loader: sends the request for its first rows at once when the address says
 * only its page (the area's API is in its paths), else as soon as the area's definition is
 * there, alongside the list page's code, instead of after the page is drawn. It answers nothing
 * itself; the list reads the rows from the query cache.
 */
function prefetchListRows(paths: AreaPaths, load: AreaLoader) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const search = new URL(request.url).searchParams;
    if (paths.api && prefetchPlainRecordPage(paths.api, search)) return null;
    // A definition that cannot be fetched is the lazy route's error to show, not the loader's.
    const area = await load().catch(() => undefined);
    if (area) prefetchRecordPage(area, search);
    return null;
  };
}

async function formRoute(load: AreaLoader, mode: 'create' | 'edit'): Promise<LazyResult> {
  const [area, { RecordFormPage }] = await Promise.all([
    load().then(async (loaded) => {
      // The form is drawn with its schema: wait for it here. A failed load is left to the
      // form, which shows it with a retry.
      await loadInputSchema(loaded).catch(() => undefined);
      return loaded;
    }),
    import('./components/record-form-page.tsx'),
  ]);
  return { Component: () => <RecordFormPage key={mode} area={area} mode={mode} /> };
}

/**
 * The three routes of an area: its list, its new-record form and its edit form, each loaded on
 * first visit. `paths` repeats the definition's paths so the definition itself loads lazily.
 */
export function recordAreaRoutes(paths: AreaPaths, load: AreaLoader): AppRoute[] {
  return [
    { path: paths.list, loader: prefetchListRows(paths, load), lazy: () => listRoute(load) },
    { path: paths.create, lazy: () => formRoute(load, 'create') },
    { path: paths.edit, lazy: () => formRoute(load, 'edit') },
  ];
}
