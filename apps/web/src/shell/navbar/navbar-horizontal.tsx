import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation.ts';
import { HorizontalNavigation } from '../navigation/components/horizontal-navigation.tsx';
import { useShellNavigation } from '../navigation/components/use-shell-navigation.ts';
import { TOOLBAR_HEIGHT } from '../settings/shell-constants.ts';
import { NavbarBrand } from './navbar-brand.tsx';

export type NavbarHorizontalProps = {
  theme: Theme;
  /** The logo and title lead the bar when it is the topmost one. */
  showBrand: boolean;
  /** Centres the contents within this width (container mode). */
  maxWidth?: number | undefined;
};

/** The navigation as a bar of menus for layouts 2 and 3 (large screens). */
export function NavbarHorizontal({ theme, showBrand, maxWidth }: NavbarHorizontalProps) {
  const { t } = useTranslation();
  const items = useShellNavigation();
  return (
    <ThemeProvider theme={theme}>
      <Box
        data-testid="navbar-horizontal"
        sx={(th) => ({
          position: 'relative',
          zIndex: th.zIndex.appBar + 1,
          flexShrink: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: `1px solid ${th.palette.divider}`,
        })}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            height: TOOLBAR_HEIGHT,
            px: { md: 2 },
            width: '100%',
            maxWidth,
            mx: 'auto',
          }}
        >
          {showBrand ? <NavbarBrand compact /> : null}
          <HorizontalNavigation items={items} aria-label={t('shell.navbar.label')} />
        </Box>
      </Box>
    </ThemeProvider>
  );
}
