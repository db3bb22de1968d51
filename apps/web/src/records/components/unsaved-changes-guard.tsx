import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type UnsavedChangesGuardProps = {
  /** The form holds changes that are not saved. */
  when: boolean;
};

/**
 * Asks before leaving a form with unsaved changes: inside the app through the router's
 * blocker (a dialog), and on reload or closing the tab through the browser's own question.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  useEffect(() => {
    // Saved (or reset) while a navigation waited: let it go.
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('records.unsaved.title')}
      body={t('records.unsaved.body')}
      confirmLabel={t('records.unsaved.leave')}
      cancelLabel={t('records.unsaved.stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
