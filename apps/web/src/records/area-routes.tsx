import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadInputSchema } from './hooks/use-input-schema.ts';
import { loadRecordListPage, prefetchListRows } from './list-route-start.ts';
import type { AreaLoader } from './list-route-start.ts';
import type { AreaPaths } from './record-area.ts';

type LazyResult = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/** A route of an area, as a feature's route group takes it. */
type AreaRoute = Pick<RouteObject, 'loader' | 'lazy'> & { path: string };

async function listRoute(load: AreaLoader): Promise<LazyResult> {
  const [area, { RecordListPage }] = await Promise.all([load(), loadRecordListPage()]);
  return {
    Component: () => <RecordListPage area={area} />,
    // Paging, sorting and filtering change the address; the list fetches those pages itself.
    shouldRevalidate: () => false,
  };
}

/**
 * The list page's loader: its first rows are asked for alongside the list page's code, instead
 * of after the page is drawn. It answers nothing itself; the list reads the rows from the cache.
 */
function listRowsLoader(paths: AreaPaths, load: AreaLoader) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await prefetchListRows(paths, load, new URL(request.url).searchParams);
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
export function recordAreaRoutes(paths: AreaPaths, load: AreaLoader): AreaRoute[] {
  return [
    { path: paths.list, loader: listRowsLoader(paths, load), lazy: () => listRoute(load) },
    { path: paths.create, lazy: () => formRoute(load, 'create') },
    { path: paths.edit, lazy: () => formRoute(load, 'edit') },
  ];
}
