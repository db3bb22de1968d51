import type { RouteObject } from 'react-router';
import type { AppRoute } from '../lib/route-auth.ts';
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
  return { Component: () => <RecordListPage area={area} /> };
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
    { path: paths.list, lazy: () => listRoute(load) },
    { path: paths.create, lazy: () => formRoute(load, 'create') },
    { path: paths.edit, lazy: () => formRoute(load, 'edit') },
  ];
}
