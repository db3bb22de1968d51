import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import IconButton from '@mui/material/IconButton';
import type { IconButtonProps } from '@mui/material/IconButton';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useIsMobile } from '../layouts/use-is-mobile.ts';
import { navbarActions, useNavbarState } from './navbar-store.ts';

export type NavbarToggleButtonProps = Omit<IconButtonProps, 'onClick'> & {
  /** Whether a large screen has a vertical navbar to show or hide (layout 1). */
  desktopToggle: boolean;
};

/** Opens the mobile drawer on a small screen; shows or hides the vertical navbar on a large one. */
export function NavbarToggleButton({ desktopToggle, sx, ...props }: NavbarToggleButtonProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { open, mobileOpen } = useNavbarState();
  const shown = isMobile ? mobileOpen : open;
  const label = shown ? t('shell.navbar.close') : t('shell.navbar.open');

  if (!isMobile && !desktopToggle) return null;
  return (
    <Tooltip title={label}>
      <IconButton
        {...props}
        aria-label={label}
        aria-expanded={shown}
        data-testid="navbar-toggle"
        onClick={isMobile ? navbarActions.toggleMobile : navbarActions.toggle}
        sx={[{ color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {shown && !isMobile ? (
          <MenuOpenRounded
            sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
        ) : (
          <MenuRounded />
        )}
      </IconButton>
    </Tooltip>
  );
}
