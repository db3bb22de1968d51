/** The themes a user can pick for the main area, navbar, toolbar and footer (specification, section 3). */
export const LIGHT_THEME_NAMES = [
  'default',
  'legacy',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
] as const;

export const DARK_THEME_NAMES = ['defaultDark', 'deepOcean', 'slate'] as const;

export const THEME_NAMES = [...LIGHT_THEME_NAMES, ...DARK_THEME_NAMES] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
