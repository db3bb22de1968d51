import type { ReactNode } from 'react';
import type { RouteObject, UIMatch } from 'react-router';
import type { RouteAuth } from '../../lib/route-auth.ts';
import type { SettingsPatch } from '../settings/settings-types.ts';

/**
 * How a route changes the shell settings while it is open, laid over the user's settings; e.g.
 * `{ layout: { config: { navbar: { display: false } } } }` hides the navbar.
 */
export type RouteSettings = SettingsPatch;

/** A page of its own: no navbar, toolbar, footer or side panels, spanning the window. */
export const BARE_LAYOUT: RouteSettings = {
  layout: {
    config: {
      mode: 'fullwidth',
      scroll: 'body',
      navbar: { display: false },
      toolbar: { display: false },
      footer: { display: false },
      leftSidePanel: { display: false },
      rightSidePanel: { display: false },
    },
  },
};

/** One route of a feature. Its `auth` and `settings`, when set, win over its group's. */
export type AppRoute = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  lazy?: RouteObject['lazy'];
  loader?: RouteObject['loader'];
  auth?: RouteAuth;
  settings?: RouteSettings;
  children?: AppRoute[];
};

/** A group of routes, usually one feature's, sharing auth and settings. */
export type RouteConfig = {
  auth?: RouteAuth;
  settings?: RouteSettings;
  routes: AppRoute[];
};

/** What the router keeps on every generated route, read back by the guard and the layout. */
export type RouteHandle = {
  auth: RouteAuth;
  settings: RouteSettings;
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'auth' in handle && 'settings' in handle;
}

/** The handle of the deepest matched route that came from a route config, if any. */
export function matchedRouteHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
