import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { NAVBAR_MOBILE_WIDTH } from '../settings/shell-constants.ts';
import type { NavbarPosition } from '../settings/settings-types.ts';
import { NavbarContent } from './navbar-content.tsx';
import { navbarActions, useNavbarState } from './navbar-store.ts';

/**
 * MUI's drawer, fetched when a layout first draws the phone's navbar: with it come the modal,
 * focus trap, backdrop and slide, which a large screen never needs.
 */
const Drawer = lazy(() => import('@mui/material/Drawer'));

export type NavbarMobileProps = {
  theme: Theme;
  position: NavbarPosition;
};

/** Below the medium breakpoint the navbar is a temporary drawer, 280 wide, with a close button. */
export function NavbarMobile({ theme, position }: NavbarMobileProps) {
  const { mobileOpen } = useNavbarState();
  return (
    <ThemeProvider theme={theme}>
      <Suspense fallback={null}>
        <Drawer
          variant="temporary"
          anchor={position}
          open={mobileOpen}
          onClose={navbarActions.closeMobile}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width: NAVBAR_MOBILE_WIDTH, maxWidth: '85vw', border: 0 } } }}
        >
          <NavbarContent testId="navbar-mobile" onClose={navbarActions.closeMobile} />
        </Drawer>
      </Suspense>
    </ThemeProvider>
  );
}
