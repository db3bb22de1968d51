import { paths } from '../../lib/paths.ts';

/** Where the user menu's entries lead. */
export const USER_MENU_PATHS = {
  profile: '/pages/profile',
  inbox: '/apps/mail',
  logout: paths.logout,
  login: paths.login,
  register: paths.register,
} as const;
