import { createHash, randomBytes } from 'node:crypto';
import { authMessages } from '@flockbook/contracts';
import type { AuthResult, User } from '@flockbook/contracts';
import { hashPassword, verifyPassword } from '@flockbook/db';
import type { UserData } from '@flockbook/db';
import type { z } from 'zod';
import type {
  registerInputSchema,
  signInInputSchema,
  userUpdateInputSchema,
} from '@flockbook/contracts';
import type { Mailer } from '../../lib/mailer.ts';
import { ProblemError } from '../../lib/problem.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';

export const DEFAULT_SHORTCUTS = ['apps.calendar', 'apps.mailbox', 'apps.contacts', 'apps.todo'];
export const THROTTLE = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 20 } as const;
const RESET_LINK_LIFETIME_MS = 60 * 60_000;

/** The auth calls answer field errors as `{ error: { field: message } }` (and as problem details). */
export function authError(status: number, errors: Record<string, string>, detail?: string) {
  const first = Object.values(errors)[0];
  return new ProblemError(status, {
    detail: detail ?? first,
    errors,
    extensions: { error: errors },
  });
}

export const invalidAccessToken = () =>
  new ProblemError(401, {
    detail: authMessages.invalidAccessToken,
    extensions: { error: authMessages.invalidAccessToken },
  });

export function toPublicUser(row: UserRow): User {
  return { uuid: row.id, from: row.from, role: row.role, data: { ...row.data, email: row.email } };
}

type Deps = {
  repository: AuthRepository;
  tokens: AccessTokens;
  mailer: Mailer;
  signup: { open: boolean; role: string };
  publicUrl: () => string;
};

export function createAuthService({ repository, tokens, mailer, signup, publicUrl }: Deps) {
  const result = async (row: UserRow): Promise<AuthResult> => ({
    user: toPublicUser(row),
    access_token: await tokens.issue(row.id),
  });

  return {
    result,

    async register(input: z.infer<typeof registerInputSchema>): Promise<AuthResult> {
      if (!signup.open) throw authError(403, { email: authMessages.signupClosed });
      const data: UserData = {
        displayName: input.displayName,
        photoURL: '',
        email: input.email,
        settings: {},
        shortcuts: DEFAULT_SHORTCUTS,
      };
      const row = await repository.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: [signup.role],
        data,
      });
      if (!row) throw authError(409, { email: authMessages.emailInUse });
      return result(row);
    },

    async signIn(input: z.infer<typeof signInInputSchema>, address: string): Promise<AuthResult> {
      const keys = [`email:${input.email}`, `address:${address}`];
      const now = Date.now();
      const counts = await repository.countFailures(keys, new Date(now - THROTTLE.windowMs));
      if (
        (counts.get(keys[0]!) ?? 0) >= THROTTLE.perEmail ||
        (counts.get(keys[1]!) ?? 0) >= THROTTLE.perAddress
      ) {
        const minutes = THROTTLE.windowMs / 60_000;
        throw authError(
          429,
          { email: `Too many failed sign-in attempts. Wait ${minutes} minutes.` },
          `Too many failed sign-in attempts. Wait ${minutes} minutes and try again.`,
        );
      }
      const row = await repository.findByEmail(input.email);
      const fail = async (errors: Record<string, string>) => {
        await repository.recordFailure(keys, new Date(now - THROTTLE.windowMs));
        return authError(400, errors);
      };
      if (!row) throw await fail({ email: authMessages.checkEmail });
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        throw await fail({ password: authMessages.checkPassword });
      }
      if (row.disabled) throw authError(403, { email: authMessages.accountDisabled });
      await repository.clearFailures(keys[0]!);
      return result(row);
    },

    /** The signed-in user behind a token, or null when the token is bad, old or the user gone. */
    async authenticate(token: string | undefined): Promise<UserRow | null> {
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const row = await repository.findById(claims.userId);
      if (!row || row.disabled) return null;
      if (claims.issuedAt < Math.floor(row.tokensValidAfter.getTime() / 1000)) return null;
      return row;
    },

    /** Saves the caller's own profile and preferences; role, email and id are never touched. */
    async updateOwn(
      row: UserRow,
      patch: z.infer<typeof userUpdateInputSchema>['user']['data'],
    ): Promise<User> {
      const data: UserData = { ...row.data };
      if (patch.displayName !== undefined) data.displayName = patch.displayName;
      if (patch.photoURL !== undefined) data.photoURL = patch.photoURL;
      if (patch.settings !== undefined) data.settings = patch.settings;
      if (patch.shortcuts !== undefined) data.shortcuts = patch.shortcuts;
      data.email = row.email;
      const saved = await repository.updateData(row.id, data);
      if (!saved) throw invalidAccessToken();
      return toPublicUser(saved);
    },

    /** Always resolves the same way, whether or not the email has an account. */
    async forgotPassword(email: string): Promise<void> {
      const row = await repository.findByEmail(email.trim().toLowerCase());
      if (!row || row.disabled) return;
      const token = randomBytes(32).toString('base64url');
      await repository.createResetToken(
        hashToken(token),
        row.id,
        new Date(Date.now() + RESET_LINK_LIFETIME_MS),
      );
      const link = `${publicUrl()}/reset-password-firebase?token=${token}`;
      await mailer.send({
        to: row.email,
        subject: 'Reset your Flockbook password',
        text: [
          `Hello ${row.data.displayName},`,
          '',
          'Someone asked to reset the password of your Flockbook account.',
          'Open this link within one hour to choose a new password:',
          '',
          link,
          '',
          'The link works once. If you did not ask for it, ignore this message.',
        ].join('\n'),
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const userId = await repository.consumeResetToken(hashToken(token));
      if (!userId) throw authError(400, { token: authMessages.resetLinkInvalid });
      await repository.setPassword(userId, await hashPassword(password));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
