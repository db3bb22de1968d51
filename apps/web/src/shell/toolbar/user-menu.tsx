import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Menu } from '../../components/deferred-popups.tsx';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { rememberPath } from '../../lib/login-redirect.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import type { ToolbarTexts } from './locales/en.ts';
import { UserAvatar } from './user-avatar.tsx';
import { useToolbarTexts } from './use-toolbar-texts.ts';

export const USER_MENU_PATHS = {
  profile: '/pages/profile',
  inbox: '/apps/mail',
  logout: paths.logout,
  login: paths.login,
  register: paths.register,
} as const;

/** The user's role as shown under their name: the first known role, else "Guest". */
export function roleLabel(roles: readonly string[], texts: ToolbarTexts['user']['roles']): string {
  for (const role of roles) {
    if (role === 'admin' || role === 'staff' || role === 'user') return texts[role];
  }
  return texts.guest;
}

type MenuLinkProps = { to: string; icon: ReactNode; label: string; onClick: () => void };

function MenuLink({ to, icon, label, onClick }: MenuLinkProps) {
  return (
    <MenuItem component={RouterLink} to={to} onClick={onClick} sx={{ py: 1 }}>
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
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
        aria-label={texts.menu}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="user-menu-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 40, height: 48, px: { xs: 0.5, md: 1 }, gap: 1.25, borderRadius: 2 }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            alignItems: 'flex-end',
            lineHeight: 1.2,
          }}
        >
          <Typography
            component="span"
            data-testid="user-menu-name"
            dir="auto"
            noWrap
            sx={{ fontWeight: 600, fontSize: '1.3rem', maxWidth: 180 }}
          >
            {name}
          </Typography>
          <Typography
            component="span"
            data-testid="user-menu-role"
            color="text.secondary"
            sx={{ fontSize: '1.1rem', fontWeight: 500 }}
          >
            {role}
          </Typography>
        </Box>
        {signedIn ? (
          <UserAvatar name={name} photoURL={user.data.photoURL} size={36} />
        ) : (
          <Avatar sx={{ width: 36, height: 36 }}>
            <AccountCircleOutlined />
          </Avatar>
        )}
        <KeyboardArrowDownRounded
          fontSize="small"
          sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary', ml: -0.5 }}
        />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 208, mt: 0.5 } } }}
      >
        {signedIn
          ? [
              <Box key="who" sx={{ px: 2, pt: 1, pb: 1.5 }}>
                <Typography noWrap dir="auto" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography noWrap color="text.secondary" sx={{ fontSize: '1.2rem' }}>
                  {user.data.email}
                </Typography>
              </Box>,
              <Divider key="divider" sx={{ mb: 0.5 }} />,
              <MenuLink
                key="profile"
                to={USER_MENU_PATHS.profile}
                icon={<AccountCircleOutlined fontSize="small" />}
                label={texts.myProfile}
                onClick={close}
              />,
              <MenuLink
                key="inbox"
                to={USER_MENU_PATHS.inbox}
                icon={<MailOutlined fontSize="small" />}
                label={texts.inbox}
                onClick={close}
              />,
              <MenuLink
                key="logout"
                to={USER_MENU_PATHS.logout}
                icon={<LogoutOutlined fontSize="small" />}
                label={texts.logout}
                onClick={close}
              />,
            ]
          : [
              <MenuLink
                key="login"
                to={USER_MENU_PATHS.login}
                icon={<LockOpenOutlined fontSize="small" />}
                label={texts.login}
                onClick={signInFromHere}
              />,
              <MenuLink
                key="register"
                to={USER_MENU_PATHS.register}
                icon={<PersonAddAltOutlined fontSize="small" />}
                label={texts.register}
                onClick={signInFromHere}
              />,
            ]}
      </Menu>
    </>
  );
}
