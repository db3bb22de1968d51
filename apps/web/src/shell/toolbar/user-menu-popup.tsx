import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ToolbarTexts } from './locales/en.ts';
import { USER_MENU_PATHS } from './user-menu-paths.ts';
import { ToolbarMenu } from './toolbar-menu.tsx';
import type { ToolbarPopupProps } from './toolbar-menu.tsx';
import { DataText } from '../../components/data-text.tsx';

type MenuLinkProps = { to: string; icon: ReactNode; label: string; onClick: () => void };

function MenuLink({ to, icon, label, onClick }: MenuLinkProps) {
  return (
    <MenuItem component={RouterLink} to={to} onClick={onClick} sx={{ py: 1 }}>
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

export type UserMenuPopupProps = ToolbarPopupProps & {
  texts: ToolbarTexts['user'];
  /** The signed-in user's name and email; undefined for a guest. */
  user: { name: string; email: string } | undefined;
  /** A guest's Login or Register: remembers the page to come back to, then closes. */
  onSignIn: () => void;
};

/** The user menu's popup: who is signed in, My Profile, Inbox and Logout; a guest's Login and Register. */
export default function UserMenuPopup({
  id,
  anchorEl,
  open,
  onClose,
  texts,
  user,
  onSignIn,
}: UserMenuPopupProps) {
  return (
    <ToolbarMenu id={id} anchorEl={anchorEl} open={open} onClose={onClose} minWidth={208}>
      {user
        ? [
            <Box key="who" sx={{ px: 2, pt: 1, pb: 1.5 }}>
              <DataText noWrap sx={{ fontWeight: 600 }}>
                {user.name}
              </DataText>
              <Typography noWrap color="text.secondary" sx={{ fontSize: '1.2rem' }}>
                {user.email}
              </Typography>
            </Box>,
            <Divider key="divider" sx={{ mb: 0.5 }} />,
            <MenuLink
              key="profile"
              to={USER_MENU_PATHS.profile}
              icon={<AccountCircleOutlined fontSize="small" />}
              label={texts.myProfile}
              onClick={onClose}
            />,
            <MenuLink
              key="inbox"
              to={USER_MENU_PATHS.inbox}
              icon={<MailOutlined fontSize="small" />}
              label={texts.inbox}
              onClick={onClose}
            />,
            <MenuLink
              key="logout"
              to={USER_MENU_PATHS.logout}
              icon={<LogoutOutlined fontSize="small" />}
              label={texts.logout}
              onClick={onClose}
            />,
          ]
        : [
            <MenuLink
              key="login"
              to={USER_MENU_PATHS.login}
              icon={<LockOpenOutlined fontSize="small" />}
              label={texts.login}
              onClick={onSignIn}
            />,
            <MenuLink
              key="register"
              to={USER_MENU_PATHS.register}
              icon={<PersonAddAltOutlined fontSize="small" />}
              label={texts.register}
              onClick={onSignIn}
            />,
          ]}
    </ToolbarMenu>
  );
}
