import { Outlet, useMatches } from 'react-router';
import { MinimalLayout } from './minimal-layout.tsx';
import { matchedRouteHandle } from './build-routes.ts';

/** Draws the current page in the frame its route settings ask for. */
export function RouteLayout() {
  const matches = useMatches();
  const layout = matchedRouteHandle(matches)?.settings.layout ?? 'bare';
  if (layout === 'minimal') {
    return (
      <MinimalLayout>
        <Outlet />
      </MinimalLayout>
    );
  }
  return <Outlet />;
}
