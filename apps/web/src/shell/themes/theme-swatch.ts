import type { ThemeName } from './theme-names.ts';
import { SHELL_PALETTES } from './theme-palettes.ts';

/** The four colours the settings panel shows for a theme choice. */
export type ThemeSwatch = {
  readonly primary: string;
  readonly secondary: string;
  readonly error: string;
  readonly paper: string;
};

export function themeSwatch(name: ThemeName): ThemeSwatch {
  const palette = SHELL_PALETTES[name];
  return {
    primary: palette.primary.main,
    secondary: palette.secondary.main,
    error: palette.error.main,
    paper: palette.background.paper,
  };
}
