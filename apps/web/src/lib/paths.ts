/** Paths the app itself sends people to. */
export const paths = {
  home: '/',
  /** Where `/` leads, and where a new account lands. */
  dashboard: '/apps/dashboards/analytics',
  login: '/login',
  logout: '/logout',
  register: '/register',
  /** Where a hosted sign-in comes back to. */
  callback: '/callback',
  forgotPassword: '/forgot-password-firebase',
  resetPassword: '/reset-password-firebase',
  error404: '/pages/errors/error-404',
} as const;
