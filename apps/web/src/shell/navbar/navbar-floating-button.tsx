import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { bandOffset, NAVBAR_BUTTON_SIZE } from '../layouts/floating-space.ts';
import { useIsMobile } from '../layouts/use-is-mobile.ts';
import { navbarActions, useNavbarState } from './navbar-store.ts';

/** MUI's floating button, fetched when a layout without a toolbar first shows it. */
const Fab = lazy(() => import('@mui/material/Fab'));

export type NavbarFloatingButtonProps = {
  /** Whether a large screen has a vertical navbar to show or hide (layout 1). */
  desktopToggle: boolean;
};

/**
 * Shown whenever the navbar is shown without a toolbar, in place of the toolbar's navbar
 * button: it opens the drawer on a small screen, and shows or hides the navbar on a large one
 * (where the horizontal layouts have nothing to hide). It floats at the window's bottom start,
 * in the band the shell keeps free of content (see floating-space.ts).
 */
export function NavbarFloatingButton({ desktopToggle }: NavbarFloatingButtonProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { open, mobileOpen } = useNavbarState();
  if (!isMobile && !desktopToggle) return null;
  const shown = isMobile ? mobileOpen : open;
  const label = shown ? t('shell.navbar.close') : t('shell.navbar.open');

  return (
    <Suspense fallback={null}>
      <Fab
        size="small"
        color="secondary"
        aria-label={label}
        aria-expanded={shown}
        data-testid="navbar-floating-button"
        onClick={isMobile ? navbarActions.toggleMobile : navbarActions.toggle}
        sx={(theme) => ({
          position: 'fixed',
          bottom: bandOffset(NAVBAR_BUTTON_SIZE),
          insetInlineStart: bandOffset(NAVBAR_BUTTON_SIZE),
          width: NAVBAR_BUTTON_SIZE,
          height: NAVBAR_BUTTON_SIZE,
          minHeight: NAVBAR_BUTTON_SIZE,
          zIndex: theme.zIndex.appBar + 2,
        })}
      >
        {shown && !isMobile ? (
          <MenuOpenRounded
            sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
        ) : (
          <MenuRounded />
        )}
      </Fab>
    </Suspense>
  );
}
