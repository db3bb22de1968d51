import Box from '@mui/material/Box';
import { ThemeProvider, alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useSettings } from '../settings/use-settings.ts';
import { NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH, TOOLBAR_HEIGHT } from '../settings/shell-constants.ts';
import type { LayoutConfig } from '../settings/settings-types.ts';
import { NavbarContent } from './navbar-content.tsx';
import { navbarActions, useNavbarState } from './navbar-store.ts';

export type NavbarLayout1Props = {
  theme: Theme;
  config: LayoutConfig;
  /** The page scrolls as a whole, so the navbar sticks to the window. */
  stickToWindow: boolean;
  /** The toolbar spans the window above the navbar. */
  belowToolbar: boolean;
};

/**
 * The vertical navbar on a large screen: 280 wide, or 64 when folded. A folded navbar opens
 * over the page while the pointer is over it and folds again when the pointer leaves.
 */
export function NavbarLayout1({ theme, config, stickToWindow, belowToolbar }: NavbarLayout1Props) {
  const { open, foldedOpen } = useNavbarState();
  const { setDefaultSettings } = useSettings();
  const folded = config.navbar.folded;
  const showFolded = folded && !foldedOpen;
  const reserved = open ? (folded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH) : 0;
  const panelWidth = showFolded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH;
  const top = stickToWindow && belowToolbar ? TOOLBAR_HEIGHT : 0;
  const edge = config.navbar.position === 'right' ? 'borderInlineStart' : 'borderInlineEnd';

  const toggleFold = () => {
    navbarActions.setFoldedOpen(false);
    setDefaultSettings({ layout: { config: { navbar: { folded: !folded } } } });
  };

  return (
    <ThemeProvider theme={theme}>
      <Box
        data-testid="navbar"
        data-folded={folded ? 'true' : 'false'}
        data-open={open ? 'true' : 'false'}
        sx={(t) => ({
          position: stickToWindow ? 'sticky' : 'relative',
          top,
          height: stickToWindow ? `calc(100dvh - ${top}px)` : 'auto',
          alignSelf: stickToWindow ? 'flex-start' : 'stretch',
          width: reserved,
          minWidth: reserved,
          flexShrink: 0,
          zIndex: t.zIndex.appBar + 1,
          transition: t.transitions.create(['width', 'min-width'], {
            duration: t.transitions.duration.shorter,
          }),
        })}
      >
        <Box
          component="aside"
          data-testid="navbar-panel"
          onMouseEnter={folded ? () => navbarActions.setFoldedOpen(true) : undefined}
          onMouseLeave={folded ? () => navbarActions.setFoldedOpen(false) : undefined}
          sx={(t) => ({
            position: 'absolute',
            top: 0,
            bottom: 0,
            ...(config.navbar.position === 'right'
              ? { insetInlineEnd: 0 }
              : { insetInlineStart: 0 }),
            width: open ? panelWidth : 0,
            overflow: 'hidden',
            bgcolor: 'background.paper',
            [edge]: `1px solid ${t.palette.divider}`,
            boxShadow:
              folded && foldedOpen ? `0 12px 32px ${alpha(t.palette.common.black, 0.35)}` : 'none',
            visibility: open ? 'visible' : 'hidden',
            transition: t.transitions.create(['width', 'box-shadow'], {
              duration: t.transitions.duration.shorter,
            }),
          })}
        >
          <NavbarContent folded={showFolded} onToggleFold={toggleFold} foldedSetting={folded} />
        </Box>
      </Box>
    </ThemeProvider>
  );
}
