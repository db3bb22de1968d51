/** Texts of the theme settings panel; merge into the app's `translation` resources. */
export const settingsPanelEn = {
  settingsPanel: {
    open: 'Theme settings',
    title: 'Theme Settings',
    close: 'Close',
    layout: 'Layout',
    layoutStyle: 'Style',
    layout1: 'Vertical',
    layout2: 'Horizontal',
    layout3: 'Horizontal, centred',
    note: 'Not all option combinations are available',
    direction: 'Direction',
    ltr: 'LTR',
    rtl: 'RTL',
    theme: 'Theme',
    main: 'Main',
    navbar: 'Navbar',
    toolbar: 'Toolbar',
    footer: 'Footer',
    customScrollbars: 'Custom Scrollbars',
    animations: 'Animations',
    mode: 'Mode',
    boxed: 'Boxed',
    fullwidth: 'Full Width',
    container: 'Container',
    scroll: 'Scroll',
    scrollBody: 'Body',
    scrollContent: 'Content',
    display: 'Display',
    folded: 'Folded',
    position: 'Position',
    left: 'Left',
    right: 'Right',
    style: 'Style',
    fixed: 'Fixed',
    static: 'Static',
    above: 'Above',
    below: 'Below',
    leftSidePanel: 'Left Side Panel',
    rightSidePanel: 'Right Side Panel',
    themes: {
      default: 'Default',
      legacy: 'Legacy',
      sunset: 'Sunset',
      greeny: 'Greeny',
      beach: 'Beach',
      tech: 'Tech',
      sweetHues: 'Sweet Hues',
      defaultDark: 'Default Dark',
      deepOcean: 'Deep Ocean',
      slate: 'Slate',
    },
  },
};

export type SettingsPanelTranslation = typeof settingsPanelEn;
type Texts = SettingsPanelTranslation['settingsPanel'];

/** A translation key of a settings panel text, e.g. `settingsPanel.layout`. */
export type SettingsTranslateKey =
  | `settingsPanel.${Exclude<keyof Texts, 'themes'>}`
  | `settingsPanel.themes.${keyof Texts['themes']}`;
