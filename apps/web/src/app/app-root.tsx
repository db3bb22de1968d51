import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { AuthGuard } from './auth-guard.tsx';
import { RouteLayout } from './route-layout.tsx';

/** The root route: the session (with its start-up check), the route guard, then the page. */
export function AppRoot() {
  return (
    <SessionProvider>
      <AuthGuard>
        <RouteLayout />
      </AuthGuard>
    </SessionProvider>
  );
}
