import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { deferredPopup } from '../../components/deferred-popups.tsx';
import { rememberPath } from '../../lib/login-redirect.ts';
import { useSession } from '../../lib/session.ts';
import type { ToolbarTexts } from './locales/en.ts';
import { UserAvatar } from './user-avatar.tsx';
import { useToolbarTexts } from './use-toolbar-texts.ts';
import { DataText } from '../../components/data-text.tsx';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden.tsx';

export { USER_MENU_PATHS } from './user-menu-paths.ts';

/** The menu with its entries, fetched the first time it opens. */
const UserMenuPopup = deferredPopup(() => import('./user-menu-popup.tsx'));

/** The user's role as shown under their name: the first known role, else "Guest". */
export function roleLabel(roles: readonly string[], texts: ToolbarTexts['user']['roles']): string {
  for (const role of roles) {
    if (role === 'admin' || role === 'staff' || role === 'user') return texts[role];
  }
  return texts.guest;
}

/**
 * The user menu. Signed in: avatar, name and role, with My Profile, Inbox and Logout. A guest:
 * Login and Register.
 */
export function UserMenu() {
  const texts = useToolbarTexts().user;
  const { user, signedIn } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const location = useLocation();
  // A guest signing in from a public page comes back to it (as the route guard does for
  // pages that need sign-in).
  const signInFromHere = () => {
    rememberPath(`${location.pathname}${location.search}${location.hash}`);
    close();
  };
  const name = signedIn ? user.data.displayName || user.data.email : texts.guest;
  const role = roleLabel(signedIn ? user.role : [], texts.roles);

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="user-menu-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 40, height: 48, px: { xs: 0.5, md: 1 }, gap: 1.25, borderRadius: 2 }}
      >
        {/* The button is named by the person and their role, shown from md and said always. */}
        <Box
          sx={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            lineHeight: 1.2,
            [theme.breakpoints.down('md')]: VISUALLY_HIDDEN,
          })}
        >
          <DataText
            component="span"
            data-testid="user-menu-name"
            noWrap
            sx={{ fontWeight: 600, fontSize: '1.3rem', maxWidth: 180 }}
          >
            {name}
          </DataText>
          <Typography
            component="span"
            data-testid="user-menu-role"
            color="text.secondary"
            sx={{ fontSize: '1.1rem', fontWeight: 600 }}
          >
            {role}
          </Typography>
        </Box>
        {signedIn ? (
          <UserAvatar name={name} photoURL={user.data.photoURL} size={36} aria-hidden />
        ) : (
          <Avatar aria-hidden sx={{ width: 36, height: 36 }}>
            <AccountCircleOutlined />
          </Avatar>
        )}
        <KeyboardArrowDownRounded
          fontSize="small"
          sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary', ml: -0.5 }}
        />
      </Button>
      <UserMenuPopup
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        texts={texts}
        user={signedIn ? { name, email: user.data.email } : undefined}
        onSignIn={signInFromHere}
      />
    </>
  );
}
