import { useMatches } from 'react-router';
import { matchedRouteHandle } from './route-config.ts';
import type { RouteSettings } from './route-config.ts';

/** The current route's settings (its group's, with its own on top). */
export function useRouteSettings(): RouteSettings {
  return matchedRouteHandle(useMatches())?.settings ?? {};
}

/** True for a route drawn as a page of its own (sign-in pages, error pages). */
export function isBareRoute(settings: RouteSettings): boolean {
  const config = settings.layout?.config;
  return config?.navbar?.display === false && config.toolbar?.display === false;
}
