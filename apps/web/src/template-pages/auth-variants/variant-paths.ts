/** The auth page variants' addresses; each variant links to its siblings of the same style. */
export const variantPaths = {
  login: '/pages/auth/login',
  login2: '/pages/auth/login-2',
  register: '/pages/auth/register',
  register2: '/pages/auth/register-2',
  forgot: '/pages/auth/forgot-password',
  forgot2: '/pages/auth/forgot-password-2',
  reset: '/pages/auth/reset-password',
  reset2: '/pages/auth/reset-password-2',
  lock: '/pages/auth/lock',
  mailConfirm: '/pages/auth/mail-confirm',
} as const;
