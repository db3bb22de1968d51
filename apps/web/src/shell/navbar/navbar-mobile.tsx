import Drawer from '@mui/material/Drawer';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { NAVBAR_MOBILE_WIDTH } from '../settings/shell-constants.ts';
import type { NavbarPosition } from '../settings/settings-types.ts';
import { NavbarContent } from './navbar-content.tsx';
import { navbarActions, useNavbarState } from './navbar-store.ts';

export type NavbarMobileProps = {
  theme: Theme;
  position: NavbarPosition;
};

/** Below the medium breakpoint the navbar is a temporary drawer, 280 wide, with a close button. */
export function NavbarMobile({ theme, position }: NavbarMobileProps) {
  const { mobileOpen } = useNavbarState();
  return (
    <ThemeProvider theme={theme}>
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
    </ThemeProvider>
  );
}
