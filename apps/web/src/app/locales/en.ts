import { navigationEn } from '../../shell/navigation/locales/en.ts';
import { settingsPanelEn } from '../../shell/settings/locales/en.ts';
import { shellEn } from '../../shell/locales/en.ts';
import { toolbarEn } from '../../shell/toolbar/locales/en.ts';
import { recordsEn } from '../../records/locales/en.ts';

export const en = {
  ...navigationEn,
  ...settingsPanelEn,
  ...shellEn,
  ...recordsEn,
  ...toolbarEn,
  app: {
    name: 'Flockbook',
  },
  common: {
    loading: 'Loading...',
    retry: 'Try again',
    refresh: 'Refresh',
  },
  language: {
    label: 'Language',
  },
  home: {
    tagline: 'The back-office for your poultry farms: flocks, feed, health and sales in one place.',
    welcome: 'Welcome back, {{name}}',
    server: {
      title: 'Server',
      subtitle: 'Live status of the Flockbook API',
      status: 'Status',
      statusOk: 'Operational',
      statusDegraded: 'Degraded',
      version: 'Version',
      database: 'Database',
      databaseReachable: 'Reachable',
      databaseUnreachable: 'Unreachable',
      driver: 'Database driver',
      latency: 'Database response',
      latencyValue: '{{value}} ms',
      uptime: 'Uptime',
    },
    help: {
      title: 'Help',
      subtitle: 'Frequently asked questions',
      empty: 'There are no questions yet.',
    },
  },
  auth: {
    session: {
      tokenExpired: 'access_token expired',
      tokenLoginFailed: 'Failed to login with token.',
      invalidToken: 'Invalid access_token',
    },
    header: {
      logout: 'Logout',
    },
    guard: {
      forbiddenTitle: 'No access',
      forbiddenBody: 'Your role does not allow you to open this page.',
    },
    fields: {
      email: 'Email',
      password: 'Password',
      displayName: 'Display name',
      passwordConfirm: 'Password (Confirm)',
      newPassword: 'New password',
      newPasswordConfirm: 'New password (Confirm)',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
    },
    messages: {
      minLength: 'Min character length is 4',
      emailInUse: 'The email is already in use',
      enterDisplayName: 'Enter display name',
      invalidEmail: 'Please enter a valid email',
      passwordTooShort: 'Password must be at least 8 characters',
      passwordsDoNotMatch: 'Passwords do not match',
      checkEmail: 'Check your username/email',
      checkPassword: 'Check your password',
      invalidAccessToken: 'Invalid access token detected',
      accountDisabled: 'This account is disabled',
      signupClosed: 'Registration is closed. Ask an administrator for an account.',
      resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
      resetEmailSent: 'Password reset email sent successfully',
      hostedEmailInUse:
        'An account with this email already exists. Sign in with its email and password instead.',
      hostedEmailMissing:
        'Your sign-in service shared no email address. Allow access to your email and try again.',
      credentialsInAddress:
        'Send credentials in the request body or the Authorization header, never in the address.',
      setupLinkInvalid:
        'This set-up link is invalid, used or expired. Restart the server for a new one.',
      alreadySetUp: 'Flockbook is already set up. Sign in with your account.',
    },
    login: {
      title: 'Login to your account',
      tab: 'Firebase',
      submit: 'Login',
      forgotPassword: 'Forgot password?',
      noAccount: "Don't have an account?",
      register: 'Register',
      backToDashboard: 'Back to Dashboard',
      demoTitle: 'Demo accounts',
      demoHint: 'Choose an account to fill in the form.',
    },
    register: {
      title: 'Create an account',
      submit: 'Register',
      haveAccount: 'Already have an account?',
      login: 'Login',
    },
    forgotPassword: {
      title: 'Forgot your password?',
      intro: 'Enter your email and we will send you a link to reset your password.',
      submit: 'SEND RESET LINK',
      backToLogin: 'Go back to login',
    },
    resetPassword: {
      title: 'Reset your password',
      intro: 'Choose a new password of at least 8 characters.',
      submit: 'Reset password',
      done: 'Your password has been changed. Sign in with the new password.',
      goToLogin: 'Go to login',
      requestNew: 'Ask for a new link',
    },
    setup: {
      title: 'Set up Flockbook',
      intro: 'Create the first admin account of this installation.',
      submit: 'Create admin account',
      goToLogin: 'Go to login',
      linkHelp:
        'Restart the server for a new address, or create the admin from a shell with npm run create-admin.',
    },
    callback: {
      loggingIn: 'Logging in with Auth0',
      loggedIn: 'Logged in with Auth0',
    },
    hosted: {
      or: 'or',
      signInWithAuth0: 'Sign in with Auth0',
      loggingInFirebase: 'Logging in with Firebase',
      loggedInFirebase: 'Logged in with Firebase',
      signInFailed: 'Sign-in did not succeed',
      errors: {
        notConfigured: 'This sign-in service is not set up here.',
        unreachable: 'The sign-in service cannot be reached. Try again later.',
        authorizationFailed: 'The sign-in service did not authorize the sign-in.',
        incompleteAnswer: 'The answer of the sign-in service is incomplete. Sign in again.',
        stateMismatch: 'This sign-in was not started in this browser tab. Sign in again.',
        invalidIdToken: 'The identity of this sign-in could not be verified. Sign in again.',
        cannotRetrieveUserData: 'Cannot retrieve user data',
        cannotSaveUserData: 'Cannot save user data',
      },
    },
    firebase: {
      errors: {
        operationNotAllowed: 'Signing in with email and password is not enabled',
        weakPassword: 'This password is too weak: use at least 6 characters',
        invalidApiKey: 'The Firebase API key is not valid',
        tooManyRequests: 'Too many attempts. Wait a moment and try again.',
      },
    },
    roleExamples: {
      adminTitle: 'Admin role example',
      adminBody: 'Only users with the admin role can see this page.',
      staffTitle: 'Staff role example',
      staffBody: 'Users with the admin or the staff role can see this page.',
      guestTitle: 'Guest role example',
      guestBody: 'Only guests, people who have not signed in, can see this page.',
      yourRole: 'Your role: {{role}}',
      noRole: 'none (guest)',
    },
  },
  errors: {
    network: 'Cannot reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    unexpectedTitle: 'Something went wrong',
    unexpectedBody: 'An unexpected error stopped this page. Reloading usually helps.',
    reload: 'Reload page',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist or has been moved.',
    backHome: 'Back to home',
  },
};

/** The shape every language provides; a missing key fails the type check. */
export type Translation = typeof en;

declare module '../../lib/translator.ts' {
  // The keys `t` accepts are these texts' (lib's translator cannot import them).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the texts' shape itself
  interface AppTexts extends Translation {}
}
