import { useSyncExternalStore } from 'react';
import { currentLanguage, directionOf, i18n } from '../../lib/i18n.ts';
import { DEFAULT_SETTINGS } from './layout-defaults.ts';
import { mergeSettings } from './merge-settings.ts';
import { settingsFromQueryString } from './settings-from-query-string.ts';
import { createSettingsState, settingsActions, settingsReducer } from './settings-reducer.ts';
import type { SettingsAction, SettingsState } from './settings-reducer.ts';
import type { Settings, SettingsPatch } from './settings-types.ts';

/** Saves a change of the default settings somewhere lasting (the signed-in user's record). */
export type SettingsPersister = (patch: SettingsPatch) => void;

export type SettingsStore = {
  getState: () => SettingsState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: SettingsAction) => void;
  /** Settings from the query string, laid over every user's settings. */
  readonly overrides: SettingsPatch | undefined;
  /**
   * The defaults for a user: built-in defaults, their saved settings written in `direction`, then
   * the query-string overrides.
   */
  defaultsFor: (saved: SettingsPatch | undefined, direction: Settings['direction']) => Settings;
  /** Registers who saves default-settings changes; returns a function that removes it again. */
  setPersister: (persister: SettingsPersister | undefined) => () => void;
  persist: (patch: SettingsPatch) => void;
};

/**
 * Holds the shell settings outside React, so the theme at the root of the app and any component
 * below can read them. The state changes only through `settingsReducer`.
 */
export function createSettingsStore(
  overrides: SettingsPatch | undefined,
  direction: Settings['direction'] = DEFAULT_SETTINGS.direction,
): SettingsStore {
  let state = createSettingsState({ ...DEFAULT_SETTINGS, direction }, overrides);
  let persister: SettingsPersister | undefined;
  const listeners = new Set<() => void>();

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action) => {
      const next = settingsReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    overrides,
    defaultsFor: (saved, savedDirection) =>
      mergeSettings(
        mergeSettings(DEFAULT_SETTINGS, { ...saved, direction: savedDirection }),
        overrides,
      ),
    setPersister: (next) => {
      persister = next;
      return () => {
        if (persister === next) persister = undefined;
      };
    },
    persist: (patch) => persister?.(patch),
  };
}

function startSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** The app's settings: built-in defaults with the query string's `defaultSettings` on top. */
export const settingsStore: SettingsStore = createSettingsStore(
  settingsFromQueryString(startSearch()),
  directionOf(currentLanguage()),
);

// Choosing a language sets the direction it is written in (Arabic right to left); the settings
// panel can still flip it afterwards.
i18n.onLanguageChanged((language) => {
  settingsStore.dispatch(settingsActions.setDefault({ direction: directionOf(language) }));
});

/** The settings state of a store; re-renders when it changes. */
export function useSettingsState(store: SettingsStore = settingsStore): SettingsState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
