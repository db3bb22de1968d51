import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { useOutboxSync } from '../lib/outbox/use-outbox-sync.ts';
import { GlobalMessages } from '../shell/messages/global-messages.tsx';
import { SettingsSessionSync } from '../shell/settings/settings-session-sync.tsx';
import { AuthGuard } from './auth-guard.tsx';
import { RouteLayout } from './route-layout.tsx';

/** Sends the signed-in user's changes kept on this device whenever it can. */
function OutboxSync() {
  useOutboxSync();
  return null;
}

/**
 * The root route: the session (with its start-up check), its settings and its outbox, the
 * route guard, then the page in its layout; the global snackbar and dialog serve every page.
 */
export function AppRoot() {
  return (
    <>
      <SessionProvider>
        <SettingsSessionSync />
        <OutboxSync />
        <AuthGuard>
          <RouteLayout />
        </AuthGuard>
      </SessionProvider>
      <GlobalMessages />
    </>
  );
}
