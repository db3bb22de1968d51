import { BARE_LAYOUT } from '../../shell/layouts/route-config.ts';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/**
 * The sign-in, registration and password page variants: public, each drawn full-window in its
 * own layout (card, split screen or full screen); each loads only when opened.
 */
export const authVariantsRouteConfig: RouteConfig = {
  auth: null,
  settings: BARE_LAYOUT,
  routes: [
    {
      path: '/pages/auth/login',
      lazy: async () => ({
        Component: (await import('./components/login-variants.tsx')).LoginCardPage,
      }),
    },
    {
      path: '/pages/auth/login-2',
      lazy: async () => ({
        Component: (await import('./components/login-variants.tsx')).LoginSplitPage,
      }),
    },
    {
      path: '/pages/auth/register',
      lazy: async () => ({
        Component: (await import('./components/register-variants.tsx')).RegisterCardPage,
      }),
    },
    {
      path: '/pages/auth/register-2',
      lazy: async () => ({
        Component: (await import('./components/register-variants.tsx')).RegisterSplitPage,
      }),
    },
    {
      path: '/pages/auth/forgot-password',
      lazy: async () => ({
        Component: (await import('./components/forgot-password-variants.tsx'))
          .ForgotPasswordCardPage,
      }),
    },
    {
      path: '/pages/auth/forgot-password-2',
      lazy: async () => ({
        Component: (await import('./components/forgot-password-variants.tsx'))
          .ForgotPasswordFullScreenPage,
      }),
    },
    {
      path: '/pages/auth/reset-password',
      lazy: async () => ({
        Component: (await import('./components/reset-password-variants.tsx')).ResetPasswordCardPage,
      }),
    },
    {
      path: '/pages/auth/reset-password-2',
      lazy: async () => ({
        Component: (await import('./components/reset-password-variants.tsx'))
          .ResetPasswordSplitPage,
      }),
    },
    {
      path: '/pages/auth/lock',
      lazy: async () => ({ Component: (await import('./components/lock-page.tsx')).LockPage }),
    },
    {
      path: '/pages/auth/mail-confirm',
      lazy: async () => ({
        Component: (await import('./components/mail-confirm-page.tsx')).MailConfirmPage,
      }),
    },
  ],
};
