import { useMemo } from 'react';
import { settingsActions } from './settings-reducer.ts';
import { settingsStore, useSettingsState } from './settings-store.ts';
import type { Settings, SettingsPatch } from './settings-types.ts';

export type UseSettings = {
  /** What the shell shows now. */
  settings: Settings;
  /** Changes what the shell shows now, for this visit only. */
  setSettings: (patch: SettingsPatch) => void;
  /**
   * Changes the defaults (and what shows now). A signed-in user's change is saved to their
   * account; a guest's stays in this page.
   */
  setDefaultSettings: (patch: SettingsPatch) => void;
  /** Drops changes made with `setSettings`: back to the defaults. */
  resetSettings: () => void;
};

/** Reads and changes the shell settings (layout, themes, direction, scrollbars, animations). */
export function useSettings(): UseSettings {
  const state = useSettingsState(settingsStore);
  const actions = useMemo(
    () => ({
      setSettings: (patch: SettingsPatch) =>
        settingsStore.dispatch(settingsActions.setCurrent(patch)),
      setDefaultSettings: (patch: SettingsPatch) => {
        settingsStore.dispatch(settingsActions.setDefault(patch));
        settingsStore.persist(patch);
      },
      resetSettings: () => settingsStore.dispatch(settingsActions.resetToDefaults()),
    }),
    [],
  );
  return { settings: state.current, ...actions };
}
