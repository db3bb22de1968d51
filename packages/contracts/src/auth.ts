import { z } from 'zod';
import {
  authMessages,
  isSafeUrl,
  MIN_LOGIN_LENGTH,
  MIN_NEW_PASSWORD_LENGTH,
  unsafeUrlMessage,
} from './auth-constants.ts';

/** Theme, layout and other preferences; the shell owns their detail, the server keeps them. */
export const userSettingsSchema = z.looseObject({
  layout: z.looseObject({ style: z.string().max(40), config: z.looseObject({}) }).optional(),
  customScrollbars: z.boolean().optional(),
  animations: z.boolean().optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  theme: z
    .object({
      main: z.string().max(40),
      navbar: z.string().max(40),
      toolbar: z.string().max(40),
      footer: z.string().max(40),
    })
    .partial()
    .optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

const looksLikeUrl = (value: string) => /^\s*[a-z][a-z0-9+.-]*:/i.test(value);

/** Settings are the shell's own, of any shape: every address among them must be safe too. */
const userSettingsInputSchema = userSettingsSchema.superRefine((settings, context) => {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: settings, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (looksLikeUrl(value) && !isSafeUrl(value)) {
        context.addIssue({ code: 'custom', path, message: unsafeUrlMessage });
        return;
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        pending.push({ value: item, path: [...path, key] });
    }
  }
});

export const userDataSchema = z.object({
  displayName: z.string(),
  photoURL: z.string(),
  email: z.string(),
  settings: userSettingsSchema,
  shortcuts: z.array(z.string()),
});

export const userSchema = z.object({
  uuid: z.string(),
  from: z.string(),
  role: z.array(z.string()),
  data: userDataSchema,
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema, access_token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

const email = z.string().trim().toLowerCase().email(authMessages.invalidEmail).max(254);

export const signInInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(MIN_LOGIN_LENGTH, authMessages.minLength).max(254),
  password: z.string().min(MIN_LOGIN_LENGTH, authMessages.minLength).max(1024),
});

export const newPasswordSchema = z
  .string()
  .min(MIN_NEW_PASSWORD_LENGTH, authMessages.passwordTooShort)
  .max(1024);

export const registerInputSchema = z.object({
  displayName: z.string().trim().min(1, authMessages.enterDisplayName).max(100),
  email,
  password: newPasswordSchema,
});

/** Only these parts of a user are the user's own to change. */
export const userUpdateInputSchema = z.object({
  user: z.object({
    data: z
      .object({
        displayName: z.string().trim().min(1, authMessages.enterDisplayName).max(100),
        photoURL: z.string().max(2048).refine(isSafeUrl, unsafeUrlMessage),
        settings: userSettingsInputSchema,
        shortcuts: z.array(z.string().max(100)).max(50),
      })
      .partial(),
  }),
});

export const forgotPasswordInputSchema = z.object({ email: z.string().trim().max(254) });
export const resetPasswordInputSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
/**
 * The first admin of an installation, with the token of the set-up address the server printed
 * at start (see setupStatusSchema).
 */
export const setupInputSchema = registerInputSchema.extend({
  token: z.string().min(1, authMessages.setupLinkInvalid).max(200),
});
/** Whether the installation still waits for its first admin (no admin account exists). */
export const setupStatusSchema = z.object({ needed: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const messageSchema = z.object({ message: z.string() });

/**
 * GET /api/auth/providers: the hosted sign-in services this installation is configured for,
 * with the public client settings a browser needs; null when a service is not configured.
 */
export const authProvidersSchema = z.object({
  oidc: z
    .object({
      /** The issuer as its ID tokens name it; `{issuer}/api/v2/users/{sub}` holds user data. */
      issuer: z.string(),
      clientId: z.string(),
      /** Asked for on the authorize request when set (Auth0: the API the access token is for). */
      audience: z.string().optional(),
      scope: z.string(),
    })
    .nullable(),
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      databaseURL: z.string(),
      /** http://host:port of the Auth emulator, when the server is set to trust it (tests). */
      authEmulatorUrl: z.string().optional(),
    })
    .nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
