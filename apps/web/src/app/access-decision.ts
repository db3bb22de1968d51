import { hasPermission, isGuest } from '../lib/route-auth.ts';
import type { RouteAuth } from '../lib/route-auth.ts';

export type AccessRequest = {
  /** The auth rule of the matched route; undefined when no configured route matched. */
  auth: RouteAuth;
  role: readonly string[] | string | null | undefined;
  /** Path (with query string) being opened. */
  location: string;
  /** Where a guest was going before being sent to sign in, if anywhere. */
  rememberedPath: string | undefined;
};

export type AccessDecision =
  | { kind: 'allow' }
  /** Go to `to`, and remember `remember` (when set) for after sign-in. */
  | { kind: 'redirect'; to: string; remember?: string }
  /** Signed in, but the page and every page to fall back to are closed to this role. */
  | { kind: 'forbidden' };

export type AccessPaths = {
  login: string;
  /** Where a signed-in user without access goes when nothing is remembered. */
  fallback: string;
  /** Where `fallback` leads; being refused there too means there is nowhere left to go. */
  fallbackTarget: string;
  /** Paths never worth returning to after sign-in. */
  neverRemembered: readonly string[];
};

function pathnameOf(location: string): string {
  const end = location.search(/[?#]/);
  return end === -1 ? location : location.slice(0, end);
}

/**
 * The route guard's rule. A guest refused a page goes to sign in, and the page is remembered;
 * a signed-in user refused a page goes to the remembered page, else to the fallback. The
 * remembered page is dropped by the caller once a signed-in user has arrived somewhere.
 */
export function decideAccess(request: AccessRequest, paths: AccessPaths): AccessDecision {
  if (hasPermission(request.auth, request.role)) return { kind: 'allow' };

  const pathname = pathnameOf(request.location);
  if (isGuest(request.role)) {
    const worthRemembering = !paths.neverRemembered.includes(pathname) && pathname !== paths.login;
    return worthRemembering
      ? { kind: 'redirect', to: paths.login, remember: request.location }
      : { kind: 'redirect', to: paths.login };
  }

  const remembered = request.rememberedPath;
  if (remembered !== undefined && pathnameOf(remembered) !== pathname) {
    return { kind: 'redirect', to: remembered };
  }
  if (pathname === paths.fallback || pathname === paths.fallbackTarget)
    return { kind: 'forbidden' };
  return { kind: 'redirect', to: paths.fallback };
}
