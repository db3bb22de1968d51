import type { ShellThemes } from '../themes/create-shell-theme.ts';
import type { Settings } from '../settings/settings-types.ts';

/** What every layout style is drawn from: the settings in force and their themes. */
export type LayoutProps = {
  settings: Settings;
  themes: ShellThemes;
  /** Side panels and panel toggles belong to signed-in pages. */
  signedIn: boolean;
};
