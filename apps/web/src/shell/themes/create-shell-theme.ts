import { common } from '@mui/material/colors';
import { alpha, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { HelperTextElement } from '../../components/helper-text-element.tsx';
import type { ThemeName } from './theme-names.ts';
import { SHELL_PALETTES } from './theme-palettes.ts';

export type ThemeDirection = 'ltr' | 'rtl';

/**
 * Fields that hold text from data (not numbers, dates or codes, which keep the page's direction
 * or set their own) and the paragraphs of rich text editors: each paragraph reads in its own
 * direction, as text from data does everywhere (see `components/data-text.tsx`).
 */
const OWN_DIRECTION_FIELDS =
  '&:is(textarea, [type="text"], [type="search"]):not([inputmode="decimal"], [inputmode="numeric"])';
const OWN_DIRECTION_EDITOR_BLOCKS =
  '[contenteditable="true"] :is(p, li, h1, h2, h3, h4, h5, h6, blockquote)';

/** One theme name for each part of the shell (the `theme` part of the user's settings). */
export type ThemeSlots = {
  main: ThemeName;
  navbar: ThemeName;
  toolbar: ThemeName;
  footer: ThemeName;
};

export type ShellThemes = Record<keyof ThemeSlots, Theme>;

export const SHELL_FONT_FAMILY = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The only font weights drawn (specification, section 9). MUI's medium and bold (500 and 700 by
 * default, used by headings, buttons, tabs, chips and table heads) are semibold here, and so
 * are the elements the browser draws bold by itself (`h1` to `h6` and `th` in sample HTML;
 * MUI's baseline already draws `b` and `strong` in the theme's bold). The lint rule
 * `flockbook/font-weights` keeps code to these.
 */
export const FONT_WEIGHTS = { light: 300, regular: 400, semibold: 600 } as const;

/** The two lines of the focus ring: dark outside, light inside, whatever the theme. */
export const FOCUS_RING = { outer: '#111827', inner: '#FFFFFF' } as const;

/**
 * The MUI theme for one named palette. The root font size is 62.5% (1rem = 10px) so sizes read
 * as pixels divided by ten; body text is 1.4rem; weights are FONT_WEIGHTS.
 */
export function createShellTheme(name: ThemeName, direction: ThemeDirection): Theme {
  const palette = SHELL_PALETTES[name];
  const { divider } = palette;
  const shadow = alpha(common.black, palette.mode === 'dark' ? 0.4 : 0.06);
  // One call with the components' overrides: merging them into a finished theme would build
  // the whole theme twice.
  return createTheme({
    direction,
    palette: {
      mode: palette.mode,
      // Text on a colour (chips, badges, buttons) is chosen to read at 4.5:1, WCAG AA for text,
      // rather than MUI's default 3:1.
      contrastThreshold: 4.5,
      // MUI's dark orange (#E65100) reads at 3.8:1 on white; text in the warning tone uses it.
      ...(palette.mode === 'light'
        ? { warning: { main: '#ED6C02', light: '#FF9800', dark: '#C43E00' } }
        : {}),
      primary: { ...palette.primary },
      secondary: { ...palette.secondary },
      error: { ...palette.error },
      background: { ...palette.background },
      text: { ...palette.text },
      divider,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: SHELL_FONT_FAMILY,
      htmlFontSize: 10,
      fontSize: 14,
      fontWeightLight: FONT_WEIGHTS.light,
      fontWeightRegular: FONT_WEIGHTS.regular,
      fontWeightMedium: FONT_WEIGHTS.semibold,
      fontWeightBold: FONT_WEIGHTS.semibold,
      h1: { fontWeight: FONT_WEIGHTS.semibold },
      h2: { fontWeight: FONT_WEIGHTS.semibold },
      h3: { fontWeight: FONT_WEIGHTS.semibold },
      h4: { fontWeight: FONT_WEIGHTS.semibold },
      h5: { fontWeight: FONT_WEIGHTS.semibold },
      h6: { fontWeight: FONT_WEIGHTS.semibold },
      body1: { fontSize: '1.4rem' },
      body2: { fontSize: '1.3rem' },
      caption: { fontSize: '1.2rem' },
      button: { fontSize: '1.4rem', textTransform: 'none', fontWeight: FONT_WEIGHTS.semibold },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { fontSize: '62.5%' },
          body: { fontSize: '1.4rem', lineHeight: 1.5 },
          [OWN_DIRECTION_EDITOR_BLOCKS]: { unicodeBidi: 'plaintext' },
          'h1, h2, h3, h4, h5, h6, th': { fontWeight: FONT_WEIGHTS.semibold },
          // One focus ring for every control, on any surface of any theme: a dark line around
          // a light one, one of which stands out at 3:1 or more. What the app focuses itself
          // (a page or heading on arrival, tabindex -1) shows none.
          '*:focus-visible:not([tabindex="-1"])': {
            outline: `2px solid ${FOCUS_RING.outer} !important`,
            outlineOffset: '2px',
            boxShadow: `0 0 0 2px ${FOCUS_RING.inner} !important`,
          },
        },
      },
      // A disabled field's helper text says why it is disabled: it must stay readable. An
      // error in it is said as it appears (HelperTextElement).
      MuiFormHelperText: {
        defaultProps: { component: HelperTextElement },
        styleOverrides: { root: { '&.Mui-disabled': { color: palette.text.secondary } } },
      },
      MuiInputBase: {
        styleOverrides: { input: { [OWN_DIRECTION_FIELDS]: { unicodeBidi: 'plaintext' } } },
      },
      // Dark paper keeps its exact colour instead of MUI's elevation overlay.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiIconButton: { defaultProps: { size: 'medium' } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 16,
            border: `1px solid ${divider}`,
            boxShadow: `0 1px 3px ${shadow}`,
          },
        },
      },
      MuiCardHeader: {
        styleOverrides: {
          title: { fontSize: '1.6rem', fontWeight: FONT_WEIGHTS.semibold },
          subheader: { fontSize: '1.3rem' },
        },
      },
      MuiChip: { styleOverrides: { label: { fontWeight: FONT_WEIGHTS.semibold } } },
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '1.2rem' } } },
      MuiListItemText: { styleOverrides: { primary: { fontSize: '1.3rem' } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: FONT_WEIGHTS.semibold } } },
      MuiDialogTitle: {
        styleOverrides: { root: { fontSize: '1.8rem', fontWeight: FONT_WEIGHTS.semibold } },
      },
    },
  });
}

/** The four shell themes for the user's choice; rebuild when the choice or direction changes. */
export function createShellThemes(slots: ThemeSlots, direction: ThemeDirection): ShellThemes {
  const cache = new Map<ThemeName, Theme>();
  const themeFor = (name: ThemeName): Theme => {
    const existing = cache.get(name);
    if (existing) return existing;
    const theme = createShellTheme(name, direction);
    cache.set(name, theme);
    return theme;
  };
  return {
    main: themeFor(slots.main),
    navbar: themeFor(slots.navbar),
    toolbar: themeFor(slots.toolbar),
    footer: themeFor(slots.footer),
  };
}
