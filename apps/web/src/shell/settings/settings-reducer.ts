import { DEFAULT_SETTINGS } from './layout-defaults.ts';
import { mergeSettings, settingsEqual } from './merge-settings.ts';
import type { Settings, SettingsPatch } from './settings-types.ts';

/**
 * `initial`: the settings the app started with (built-in defaults plus any query-string
 * overrides); `defaults`: what a reset returns to (e.g. the signed-in user's saved settings);
 * `current`: what the shell shows now.
 */
export type SettingsState = {
  readonly initial: Settings;
  readonly defaults: Settings;
  readonly current: Settings;
};

export type SettingsAction =
  /** Change what the shell shows now (e.g. a choice in the settings panel). */
  | { readonly type: 'setCurrent'; readonly settings: SettingsPatch }
  /** Change the defaults; the current settings become the same. */
  | { readonly type: 'setDefault'; readonly settings: SettingsPatch }
  /** Drop current changes: current becomes the defaults again. */
  | { readonly type: 'resetToDefaults' }
  /** Back to how the app started (e.g. after sign-out): defaults and current become initial. */
  | { readonly type: 'setInitial' };

export const settingsActions = {
  setCurrent: (settings: SettingsPatch): SettingsAction => ({ type: 'setCurrent', settings }),
  setDefault: (settings: SettingsPatch): SettingsAction => ({ type: 'setDefault', settings }),
  resetToDefaults: (): SettingsAction => ({ type: 'resetToDefaults' }),
  setInitial: (): SettingsAction => ({ type: 'setInitial' }),
};

/** The starting state: the base settings with the overrides (e.g. from the query string). */
export function createSettingsState(
  base: Settings = DEFAULT_SETTINGS,
  overrides?: SettingsPatch,
): SettingsState {
  const initial = mergeSettings(base, overrides);
  return { initial, defaults: initial, current: initial };
}

/** Pure; returns the same state object when an action changes nothing. */
export function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case 'setCurrent': {
      const current = mergeSettings(state.current, action.settings);
      return settingsEqual(current, state.current) ? state : { ...state, current };
    }
    case 'setDefault': {
      const merged = mergeSettings(state.defaults, action.settings);
      const defaults = settingsEqual(merged, state.defaults) ? state.defaults : merged;
      if (defaults === state.defaults && state.current === state.defaults) return state;
      return { ...state, defaults, current: defaults };
    }
    case 'resetToDefaults':
      return state.current === state.defaults ? state : { ...state, current: state.defaults };
    case 'setInitial':
      return state.defaults === state.initial && state.current === state.initial
        ? state
        : { ...state, defaults: state.initial, current: state.initial };
  }
}
