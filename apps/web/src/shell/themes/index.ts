export { DARK_THEME_NAMES, LIGHT_THEME_NAMES, THEME_NAMES, isThemeName } from './theme-names.ts';
export type { ThemeName } from './theme-names.ts';
export { SHELL_PALETTES } from './theme-palettes.ts';
export type { ColourRole, ShellPalette } from './theme-palettes.ts';
export { SHELL_FONT_FAMILY, createShellTheme, createShellThemes } from './create-shell-theme.ts';
export type { ShellThemes, ThemeDirection, ThemeSlots } from './create-shell-theme.ts';
export { themeSwatch } from './theme-swatch.ts';
export type { ThemeSwatch } from './theme-swatch.ts';
