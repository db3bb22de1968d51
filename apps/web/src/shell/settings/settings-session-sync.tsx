import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { currentLanguage, directionOf } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { showMessage } from '../../lib/message-store.ts';
import { userDataSavedText } from '../messages/user-data-saved.ts';
import { DEFAULT_SETTINGS } from './layout-defaults.ts';
import { mergeSettings, parseSettingsPatch } from './merge-settings.ts';
import { settingsActions } from './settings-reducer.ts';
import { settingsStore } from './settings-store.ts';
import type { SettingsStore } from './settings-store.ts';
import type { Settings } from './settings-types.ts';

export type SettingsSessionSyncProps = {
  store?: SettingsStore;
};

/**
 * Ties the shell settings to the session. On sign-in the user's saved settings become the
 * defaults (written in the language's direction); on sign-out the settings go back to how the
 * app started. A signed-in user's default-settings changes are saved to their account (or the
 * host they signed in with) with a confirmation; a guest's stay in the page.
 */
export function SettingsSessionSync({ store = settingsStore }: SettingsSessionSyncProps) {
  const { t } = useTranslation();
  const { user, signedIn, updateUser } = useSession();
  /** What the signed-in user has saved, over the built-in defaults (no query-string overrides). */
  const saved = useRef<Settings>(DEFAULT_SETTINGS);
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    const key = signedIn ? `user:${user.uuid}` : 'guest';
    if (appliedFor.current === key) return;
    appliedFor.current = key;
    const direction = directionOf(currentLanguage());
    if (!signedIn) {
      saved.current = DEFAULT_SETTINGS;
      store.dispatch(settingsActions.setInitial());
      store.dispatch(settingsActions.setDefault({ direction }));
      return;
    }
    const patch = parseSettingsPatch(user.data.settings);
    saved.current = mergeSettings(DEFAULT_SETTINGS, patch);
    store.dispatch(settingsActions.setDefault(store.defaultsFor(patch, direction)));
  }, [signedIn, user, store]);

  useEffect(() => {
    if (!signedIn) return undefined;
    return store.setPersister((patch) => {
      const next = mergeSettings(saved.current, patch);
      saved.current = next;
      updateUser({ settings: next }).then(
        (saved) => showMessage({ message: userDataSavedText(saved.from, t), variant: 'success' }),
        (error: unknown) =>
          showMessage({
            message: error instanceof Error ? error.message : t('errors.generic'),
            variant: 'error',
          }),
      );
    });
  }, [signedIn, updateUser, store, t]);

  return null;
}
