import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useMessages } from '../../lib/message-store.ts';

const GlobalSnackbar = lazy(() =>
  import('./global-snackbar.tsx').then((module) => ({ default: module.GlobalSnackbar })),
);
const GlobalDialog = lazy(() =>
  import('./global-dialog.tsx').then((module) => ({ default: module.GlobalDialog })),
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
