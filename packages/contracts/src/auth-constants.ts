/**
 * The zod-free part of the auth contract: lengths, messages, the safe-address rule and the
 * hosted sign-in constants. The web app's first download imports this module on its own
 * (`@flockbook/contracts/auth-constants`), without the schemas of `auth.ts`.
 */
export const MIN_LOGIN_LENGTH = 4;
export const MIN_NEW_PASSWORD_LENGTH = 8;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

export const authMessages = {
  minLength: `Min character length is ${MIN_LOGIN_LENGTH}`,
  emailInUse: 'The email is already in use',
  enterDisplayName: 'Enter display name',
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: `Password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters`,
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
} as const;

export const unsafeUrlMessage = 'Use an http(s) address or a data:image picture';

/** An address a user may store: http(s), an inline `data:image/…`, or '' (none). */
export function isSafeUrl(value: string): boolean {
  if (value === '') return true;
  if (/^data:image\/[a-z0-9.+-]+(;[^,;]*)*,/i.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The scopes a hosted (Auth0-style) sign-in asks for, as the specification lists them. */
export const HOSTED_LOGIN_SCOPES = [
  'openid',
  'profile',
  'email',
  'user_metadata',
  'app_metadata',
  'picture',
  'update:current_user_metadata',
  'create:current_user_metadata',
  'read:current_user',
] as const;

/** Where a hosted user came from (`User.from`); local accounts are 'api'. */
export const HOSTED_PROVIDERS = ['auth0', 'firebase'] as const;
export type HostedProvider = (typeof HOSTED_PROVIDERS)[number];
