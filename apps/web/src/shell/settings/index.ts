export * from './settings-types.ts';
export * from './shell-constants.ts';
export { DEFAULT_SETTINGS, LAYOUT_DEFAULTS, layoutDefaults } from './layout-defaults.ts';
export {
  changeLayoutStyle,
  mergeLayoutConfig,
  mergeSettings,
  parseLayoutConfigPatch,
  parseSettingsPatch,
  settingsEqual,
} from './merge-settings.ts';
export { settingsFromQueryString } from './settings-from-query-string.ts';
export { createSettingsState, settingsActions, settingsReducer } from './settings-reducer.ts';
export type { SettingsAction, SettingsState } from './settings-reducer.ts';
export {
  LAYOUT_OPTIONS_NOTE,
  LAYOUT_STYLE_DESCRIPTIONS,
  readLayoutValue,
  writeLayoutValue,
} from './layout-options.ts';
export type {
  LayoutChoice,
  LayoutGroupOption,
  LayoutOption,
  LayoutOptionPath,
  LayoutRadioOption,
  LayoutStyleDescription,
  LayoutSwitchOption,
  LayoutValueAt,
} from './layout-options.ts';
export { settingsPanelEn } from './locales/en.ts';
export type { SettingsPanelTranslation, SettingsTranslateKey } from './locales/en.ts';
export { settingsPanelTr } from './locales/tr.ts';
export { settingsPanelAr } from './locales/ar.ts';
export { createSettingsStore, settingsStore, useSettingsState } from './settings-store.ts';
export type { SettingsPersister, SettingsStore } from './settings-store.ts';
export { useSettings } from './use-settings.ts';
export type { UseSettings } from './use-settings.ts';
