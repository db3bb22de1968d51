import MenuRounded from '@mui/icons-material/MenuRounded';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useIsMobile } from '../layouts/use-is-mobile.ts';
import type { NavbarPosition } from '../settings/settings-types.ts';
import { navbarActions, useNavbarState } from './navbar-store.ts';

/** MUI's floating button, fetched when a layout without a toolbar first shows it. */
const Fab = lazy(() => import('@mui/material/Fab'));

export type NavbarFloatingButtonProps = {
  position: NavbarPosition;
  /** Whether a large screen has a vertical navbar to bring back (layout 1). */
  desktopToggle: boolean;
};

/**
 * When the navbar is shown without a toolbar, this button floats at the navbar's side to open
 * it (the drawer on a small screen, the hidden navbar on a large one).
 */
export function NavbarFloatingButton({ position, desktopToggle }: NavbarFloatingButtonProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { open, mobileOpen } = useNavbarState();
  if (isMobile ? mobileOpen : !desktopToggle || open) return null;

  return (
    <Suspense fallback={null}>
      <Fab
        size="medium"
        color="secondary"
        aria-label={t('shell.navbar.open')}
        data-testid="navbar-floating-button"
        onClick={isMobile ? navbarActions.openMobile : navbarActions.toggle}
        sx={(theme) => ({
          position: 'fixed',
          top: 12,
          ...(position === 'right' ? { insetInlineEnd: 12 } : { insetInlineStart: 12 }),
          zIndex: theme.zIndex.appBar + 2,
        })}
      >
        <MenuRounded />
      </Fab>
    </Suspense>
  );
}
