import { authRoles } from '@flockbook/contracts/roles';
import { BARE_LAYOUT } from '../../../shell/layouts/route-config.ts';
import type { RouteConfig } from '../../../shell/layouts/route-config.ts';

/**
 * Sign-in, registration, first admin's set-up and password pages: guests only unless a route
 * says otherwise.
 */
export const authRouteConfig: RouteConfig = {
  auth: authRoles.onlyGuest,
  settings: BARE_LAYOUT,
  routes: [
    {
      path: '/login',
      lazy: async () => ({ Component: (await import('./login-page.tsx')).LoginPage }),
    },
    {
      path: '/register',
      lazy: async () => ({ Component: (await import('./register-page.tsx')).RegisterPage }),
    },
    {
      path: '/forgot-password-firebase',
      lazy: async () => ({
        Component: (await import('./forgot-password-page.tsx')).ForgotPasswordPage,
      }),
    },
    {
      path: '/reset-password-firebase',
      auth: null,
      lazy: async () => ({
        Component: (await import('./reset-password-page.tsx')).ResetPasswordPage,
      }),
    },
    {
      // Guests only: once the new admin is signed in, the guard moves on to the dashboard.
      path: '/setup',
      lazy: async () => ({ Component: (await import('./setup-page.tsx')).SetupPage }),
    },
    {
      // Guests only: once the invited person is signed in, the guard moves on to the dashboard.
      path: '/invitation',
      lazy: async () => ({
        Component: (await import('../invitation/invitation-page.tsx')).InvitationPage,
      }),
    },
    {
      path: '/callback',
      lazy: async () => ({ Component: (await import('./callback-page.tsx')).CallbackPage }),
    },
    {
      path: '/logout',
      auth: authRoles.user,
      lazy: async () => ({ Component: (await import('./logout-page.tsx')).LogoutPage }),
    },
    {
      path: '/auth/guest-role-example',
      lazy: async () => ({
        Component: (await import('./role-example-page.tsx')).GuestRoleExamplePage,
      }),
    },
  ],
};

/** The pages that show how the role check works for signed-in users. */
export const roleExampleRouteConfig: RouteConfig = {
  routes: [
    {
      path: '/auth/admin-role-example',
      auth: authRoles.admin,
      lazy: async () => ({
        Component: (await import('./role-example-page.tsx')).AdminRoleExamplePage,
      }),
    },
    {
      path: '/auth/staff-role-example',
      auth: authRoles.staff,
      lazy: async () => ({
        Component: (await import('./role-example-page.tsx')).StaffRoleExamplePage,
      }),
    },
  ],
};
