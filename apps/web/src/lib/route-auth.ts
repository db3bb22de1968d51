import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Who may open a route or see a navigation item: null or undefined admits everyone, an empty
 * list admits only guests, any other list admits a user holding one of its roles.
 */
export type RouteAuth = readonly string[] | null | undefined;

/** The role value that counts as not signed in. */
export const GUEST_ROLE = 'guest';

/** True when a role (or list of roles) means "not signed in". */
export function isGuest(role: readonly string[] | string | null | undefined): boolean {
  return toRoles(role).length === 0;
}

/** Whether a user with `role` satisfies `auth`. */
export function hasPermission(
  auth: RouteAuth,
  role: readonly string[] | string | null | undefined,
): boolean {
  if (auth === null || auth === undefined) return true;
  const roles = toRoles(role);
  if (auth.length === 0) return roles.length === 0;
  return roles.some((entry) => auth.includes(entry));
}

function toRoles(role: readonly string[] | string | null | undefined): string[] {
  const list = role === null || role === undefined ? [] : typeof role === 'string' ? [role] : role;
  return list.filter((entry) => entry !== '' && entry !== GUEST_ROLE);
}

/** Which frame a page is drawn in: `bare` (a page of its own) or `minimal` (header on top). */
export type RouteLayout = 'bare' | 'minimal';

export type RouteSettings = {
  layout?: RouteLayout;
};

/** One route of a feature. Its `auth` and `settings`, when set, win over its group's. */
export type AppRoute = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  lazy?: RouteObject['lazy'];
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
