import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { NavigationContext } from '../navigation/components/navigation-context.ts';
import type { NavigationContextValue } from '../navigation/components/navigation-context.ts';
import { useShellNavigation } from '../navigation/components/use-shell-navigation.ts';
import { VerticalNavigation } from '../navigation/components/vertical-navigation.tsx';
import { NAVBAR_WIDTH } from '../settings/shell-constants.ts';
import { FLOATING_BAND_HEIGHT } from '../layouts/floating-space.ts';
import { NavbarHeader } from './navbar-header.tsx';
import type { NavbarHeaderProps } from './navbar-header.tsx';
import { navbarActions } from './navbar-store.ts';
import { UserCard } from './user-card.tsx';

export type NavbarContentProps = Omit<NavbarHeaderProps, 'folded'> & {
  /** Shows only icons (a folded navbar the pointer is not over). */
  folded?: boolean;
  testId?: string;
};

/** What the vertical navbar holds: header, user card and the navigation the user may see. */
export function NavbarContent({
  folded = false,
  testId = 'navbar-content',
  ...header
}: NavbarContentProps) {
  const { t } = useTranslation();
  const items = useShellNavigation();
  const context = useMemo<NavigationContextValue>(
    // Choosing an entry closes the mobile drawer (nothing to close on a large screen).
    () => ({ folded, onItemClick: navbarActions.closeMobile }),
    [folded],
  );

  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: NAVBAR_WIDTH,
        height: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <NavbarHeader folded={folded} {...header} />
      <Box
        sx={{
          flex: '1 1 auto',
          minHeight: 0,
          overflowY: 'auto',
          overflowX: 'hidden',
          pt: 1,
          // The list ends clear of the floating buttons' band (see floating-space.ts).
          pb: `${FLOATING_BAND_HEIGHT}px`,
          scrollbarWidth: 'thin',
        }}
      >
        <UserCard folded={folded} />
        <NavigationContext value={context}>
          <VerticalNavigation items={items} aria-label={t('shell.navbar.label')} />
        </NavigationContext>
      </Box>
    </Box>
  );
}
