import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { GlobalDialog } from '../shell/messages/global-dialog.tsx';
import { GlobalSnackbar } from '../shell/messages/global-snackbar.tsx';
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
      <GlobalSnackbar />
      <GlobalDialog />
    </>
  );
}
