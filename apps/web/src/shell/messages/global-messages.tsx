import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useMessages } from '../../lib/message-store.ts';

const loadSnackbar = () => import('./global-snackbar.tsx');

/**
 * Fetches the snackbar's code now, for a page used without a connection (the daily round):
 * its first message may come when the code can no longer be fetched.
 */
export function preloadGlobalSnackbar(): void {
  loadSnackbar().catch(() => undefined);
}

/** A part whose code cannot be fetched (no connection) shows nothing rather than stop the page. */
const Missing = (): ReactNode => null;

const GlobalSnackbar = lazy<ComponentType>(() =>
  loadSnackbar().then(
    (module) => ({ default: module.GlobalSnackbar }),
    () => ({ default: Missing }),
  ),
);
const GlobalDialog = lazy<ComponentType>(() =>
  import('./global-dialog.tsx').then(
    (module) => ({ default: module.GlobalDialog }),
    () => ({ default: Missing }),
  ),
);

/**
 * The app's one snackbar and one dialog, each fetched the first time something is shown in it
 * (most page loads show neither), then kept mounted so it can close with its animation.
 */
export function GlobalMessages() {
  const { snackbar, dialog } = useMessages();
  const snackbarShown = useOpenedOnce(snackbar.open);
  const dialogShown = useOpenedOnce(dialog.open);
  return (
    <Suspense fallback={null}>
      {snackbarShown ? <GlobalSnackbar /> : null}
      {dialogShown ? <GlobalDialog /> : null}
    </Suspense>
  );
}
