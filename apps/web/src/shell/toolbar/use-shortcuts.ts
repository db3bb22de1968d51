import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSession } from '../../lib/session.ts';
import { showMessage } from '../../lib/message-store.ts';
import { userDataSavedText } from '../messages/index.ts';
import { DEFAULT_SHORTCUTS, shortcutItems, toggleShortcut } from '../navigation/index.ts';
import type { FlatNavigationItem } from '../navigation/index.ts';
import { useFlatNavigation } from './use-flat-navigation.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

export type Shortcuts = {
  /** The shortcut ids, in the user's order, as shown now (a change in flight included). */
  ids: readonly string[];
  /** The shortcuts the user may open, as navigation entries. */
  items: FlatNavigationItem[];
  /** Adds the entry when absent, else removes it; saved for a signed-in user. */
  toggle: (id: string) => void;
};

/**
 * The user's shortcuts. A change shows at once and is then saved through the user update, with
 * a confirmation naming where it went (a guest's stays in this page); if the save fails the
 * saved list shows again with a message.
 */
export function useShortcuts(): Shortcuts {
  const { t } = useTranslation();
  const { user, signedIn, updateUser } = useSession();
  const flat = useFlatNavigation();
  const [pending, setPending] = useState<readonly string[] | null>(null);
  const failedMessage = useToolbarTexts().shortcuts.saveFailed;
  const latest = useRef(0);

  const ids = pending ?? user.data.shortcuts ?? DEFAULT_SHORTCUTS;

  const toggle = useCallback(
    (id: string) => {
      const next = toggleShortcut(ids, id);
      const request = ++latest.current;
      setPending(next);
      updateUser({ shortcuts: next })
        .then((saved) => {
          if (signedIn && request === latest.current) {
            showMessage({ message: userDataSavedText(saved.from, t), variant: 'success' });
          }
        })
        .catch(() => {
          if (request === latest.current) showMessage({ message: failedMessage, variant: 'error' });
        })
        .finally(() => {
          if (request === latest.current) setPending(null);
        });
    },
    [ids, signedIn, updateUser, failedMessage, t],
  );

  return {
    ids,
    items: shortcutItems(flat, ids, user.role),
    toggle,
  };
}
