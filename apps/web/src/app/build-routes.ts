import type { RouteObject } from 'react-router';
import type { RouteAuth } from '../lib/route-auth.ts';
import type {
  AppRoute,
  RouteConfig,
  RouteHandle,
  RouteSettings,
} from '../shell/layouts/route-config.ts';

type Inherited = { auth: RouteAuth; settings: RouteSettings };

function toRouteObject(route: AppRoute, inherited: Inherited): RouteObject {
  const handle: RouteHandle = {
    auth: route.auth !== undefined ? route.auth : inherited.auth,
    settings: mergeRouteSettings(inherited.settings, route.settings),
  };
  const common = { element: route.element, lazy: route.lazy, loader: route.loader, handle };
  if (route.index) return { ...common, index: true };
  return {
    ...common,
    path: route.path,
    children: route.children?.map((child) => toRouteObject(child, handle)),
  };
}

/** The group's route settings with the route's own laid over them, field by field. */
export function mergeRouteSettings(
  base: RouteSettings,
  own: RouteSettings | undefined,
): RouteSettings {
  return own === undefined ? base : (deepMerge(base, own) as RouteSettings);
}

function deepMerge(base: unknown, own: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(own)) return own === undefined ? base : own;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(own)) result[key] = deepMerge(base[key], value);
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges the route configs of every feature into router routes. A route keeps its own `auth`
 * when it sets one (null and [] included), else takes its group's, else `defaultAuth`; its
 * settings are the group's with its own on top (field by field). Children inherit from their parent route.
 */
export function buildRoutes(
  configs: readonly RouteConfig[],
  defaultAuth: RouteAuth,
): RouteObject[] {
  return configs.flatMap((config) => {
    const inherited: Inherited = {
      auth: config.auth !== undefined ? config.auth : defaultAuth,
      settings: config.settings ?? {},
    };
    return config.routes.map((route) => toRouteObject(route, inherited));
  });
}
