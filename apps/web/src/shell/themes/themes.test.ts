import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createShellTheme, createShellThemes, FOCUS_RING } from './create-shell-theme.ts';
import { DARK_THEME_NAMES, LIGHT_THEME_NAMES, THEME_NAMES, isThemeName } from './theme-names.ts';
import { SHELL_PALETTES } from './theme-palettes.ts';
import { themeSwatch } from './theme-swatch.ts';
import { TEXT_CONTRAST } from '../../lib/readable-colour.ts';
import { accentText } from '../../lib/tone-text.ts';

describe('theme names', () => {
  it('lists the ten named themes, seven light and three dark', () => {
    expect(THEME_NAMES).toEqual([
      'default',
      'legacy',
      'sunset',
      'greeny',
      'beach',
      'tech',
      'sweetHues',
      'defaultDark',
      'deepOcean',
      'slate',
    ]);
    for (const name of LIGHT_THEME_NAMES) expect(SHELL_PALETTES[name].mode).toBe('light');
    for (const name of DARK_THEME_NAMES) expect(SHELL_PALETTES[name].mode).toBe('dark');
  });

  it('recognises theme names', () => {
    expect(isThemeName('deepOcean')).toBe(true);
    expect(isThemeName('purple')).toBe(false);
    expect(isThemeName(undefined)).toBe(false);
  });
});

describe('palettes', () => {
  it('puts light themes on white paper over #F7F7F7', () => {
    for (const name of LIGHT_THEME_NAMES) {
      expect(SHELL_PALETTES[name].background).toEqual({ paper: '#FFFFFF', default: '#F7F7F7' });
    }
  });

  it('puts dark themes on #1E2125 paper over #121212', () => {
    for (const name of DARK_THEME_NAMES) {
      expect(SHELL_PALETTES[name].background).toEqual({ paper: '#1E2125', default: '#121212' });
    }
  });

  it.each(THEME_NAMES)('keeps %s readable (WCAG AA for text on colour and on paper)', (name) => {
    const palette = SHELL_PALETTES[name];
    for (const role of [palette.primary, palette.secondary, palette.error]) {
      expect(getContrastRatio(role.main, role.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
    expect(getContrastRatio(palette.text.primary, palette.background.paper)).toBeGreaterThan(7);
    expect(getContrastRatio(palette.text.secondary, palette.background.paper)).toBeGreaterThan(4.5);
    // Primary is used for links and selected items on paper.
    expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThan(3);
  });
});

describe('the focus ring', () => {
  it.each(THEME_NAMES)('stands out at 3:1 on every surface of %s', (name) => {
    const palette = SHELL_PALETTES[name];
    const surfaces = [
      palette.background.paper,
      palette.background.default,
      palette.primary.main,
      palette.secondary.main,
      palette.error.main,
    ];
    for (const surface of surfaces) {
      const best = Math.max(
        getContrastRatio(FOCUS_RING.outer, surface),
        getContrastRatio(FOCUS_RING.inner, surface),
      );
      expect(best, `${name} on ${surface}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('is drawn around every control the keyboard reaches, not around what the app focuses', () => {
    const styles = createShellTheme('default', 'ltr').components?.MuiCssBaseline?.styleOverrides;
    expect(styles).toMatchObject({
      '*:focus-visible:not([tabindex="-1"])': {
        outline: `2px solid ${FOCUS_RING.outer} !important`,
        boxShadow: `0 0 0 2px ${FOCUS_RING.inner} !important`,
      },
    });
  });
});

describe('createShellTheme', () => {
  it('builds every named theme with its palette', () => {
    for (const name of THEME_NAMES) {
      const theme = createShellTheme(name, 'ltr');
      const palette = SHELL_PALETTES[name];
      expect(theme.palette.mode).toBe(palette.mode);
      expect(theme.palette.primary.main).toBe(palette.primary.main);
      expect(theme.palette.secondary.main).toBe(palette.secondary.main);
      expect(theme.palette.error.main).toBe(palette.error.main);
      expect(theme.palette.background.paper).toBe(palette.background.paper);
      expect(theme.palette.background.default).toBe(palette.background.default);
      expect(theme.palette.text.primary).toBe(palette.text.primary);
    }
  });

  it('sets the direction', () => {
    expect(createShellTheme('default', 'rtl').direction).toBe('rtl');
    expect(createShellTheme('default', 'ltr').direction).toBe('ltr');
  });

  it('sizes type on a 62.5% root: body 1.4rem, weights 300/400/600', () => {
    const theme = createShellTheme('default', 'ltr');
    expect(theme.typography.htmlFontSize).toBe(10);
    expect(theme.typography.pxToRem(14)).toBe('1.4rem');
    expect(theme.typography.body1.fontSize).toBe('1.4rem');
    expect(theme.typography.fontWeightLight).toBe(300);
    expect(theme.typography.fontWeightRegular).toBe(400);
    expect(theme.typography.fontWeightMedium).toBe(600);
    expect(theme.typography.fontWeightBold).toBe(600);
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides;
    expect(baseline).toMatchObject({ html: { fontSize: '62.5%' }, body: { fontSize: '1.4rem' } });
  });

  it('draws every text variant, and the headings and table heads of sample HTML, in 300, 400 or 600', () => {
    const theme = createShellTheme('default', 'rtl');
    const variants = [
      ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const),
      ...(['subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const),
    ];
    for (const variant of variants) {
      expect([300, 400, 600], variant).toContain(Number(theme.typography[variant].fontWeight));
    }
    expect(theme.components?.MuiCssBaseline?.styleOverrides).toMatchObject({
      'h1, h2, h3, h4, h5, h6, th': { fontWeight: 600 },
    });
  });

  it('sets component defaults', () => {
    const theme = createShellTheme('slate', 'ltr');
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
    expect(theme.components?.MuiCard?.defaultProps?.elevation).toBe(0);
    expect(theme.components?.MuiPaper?.styleOverrides?.root).toMatchObject({
      backgroundImage: 'none',
    });
  });
});

describe('createShellThemes', () => {
  it('builds one theme per shell part and shares a theme chosen twice', () => {
    const themes = createShellThemes(
      { main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'defaultDark' },
      'rtl',
    );
    expect(themes.main.palette.mode).toBe('light');
    expect(themes.navbar.palette.mode).toBe('dark');
    expect(themes.toolbar).toBe(themes.main);
    expect(themes.footer).toBe(themes.navbar);
    expect(themes.navbar.direction).toBe('rtl');
  });
});

describe('themeSwatch', () => {
  it('gives primary, secondary, error and paper', () => {
    expect(themeSwatch('defaultDark')).toEqual({
      primary: SHELL_PALETTES.defaultDark.primary.main,
      secondary: SHELL_PALETTES.defaultDark.secondary.main,
      error: SHELL_PALETTES.defaultDark.error.main,
      paper: '#1E2125',
    });
    expect(themeSwatch('greeny').paper).toBe('#FFFFFF');
  });
});

describe('accentText', () => {
  it.each(THEME_NAMES)('reads at 4.5:1 on the paper and the page of %s', (name) => {
    const theme = createShellTheme(name, 'ltr');
    const accent = accentText(theme);
    for (const surface of [theme.palette.background.paper, theme.palette.background.default]) {
      expect(getContrastRatio(accent, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});
