import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { GlobalMessages } from '../shell/messages/global-messages.tsx';
import { SettingsSessionSync } from '../shell/settings/settings-session-sync.tsx';
import { AuthGuard } from './auth-guard.tsx';
import { RouteLayout } from './route-layout.tsx';

/**
 * The root route: the session (with its start-up check) and its settings, the route guard, then
 * the page in its layout; the global snackbar and dialog serve every page.
 */
export function AppRoot() {
  return (
    <>
      <SessionProvider>
        <SettingsSessionSync />
        <AuthGuard>
          <RouteLayout />
        </AuthGuard>
      </SessionProvider>
      <GlobalMessages />
    </>
  );
}
