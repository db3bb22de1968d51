import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { createShellThemes } from '../themes/create-shell-theme.ts';
import type { ShellThemes } from '../themes/create-shell-theme.ts';
import type { Settings } from './settings-types.ts';

const MAX_CACHED = 24;
const cache = new Map<string, ShellThemes>();

/** A theme whose transitions take no time and whose buttons do not ripple. */
function withoutAnimations(theme: Theme): Theme {
  return createTheme(theme, {
    transitions: {
      create: () => 'none',
      duration: {
        shortest: 0,
        shorter: 0,
        short: 0,
        standard: 0,
        complex: 0,
        enteringScreen: 0,
        leavingScreen: 0,
      },
    },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  });
}

/**
 * The main, navbar, toolbar and footer themes for the settings; built again only when the theme
 * choice, the direction or the animations switch changes.
 */
export function shellThemesFor(settings: Settings): ShellThemes {
  const { theme, direction, animations } = settings;
  const key = [direction, animations, theme.main, theme.navbar, theme.toolbar, theme.footer].join(
    '|',
  );
  const cached = cache.get(key);
  if (cached) return cached;
  const built = createShellThemes(theme, direction);
  const themes: ShellThemes = animations
    ? built
    : {
        main: withoutAnimations(built.main),
        navbar: withoutAnimations(built.navbar),
        toolbar: withoutAnimations(built.toolbar),
        footer: withoutAnimations(built.footer),
      };
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, themes);
  return themes;
}
