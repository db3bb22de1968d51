import { randomBytes } from 'node:crypto';
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
import type { HostedIdentity, HostedVerifier } from './hosted/index.ts';
import { hashSingleUseToken, newSingleUseToken } from './single-use-token.ts';
import { throttleKey } from './throttle.ts';
import type { Throttle, Verdict } from './throttle.ts';

export const DEFAULT_SHORTCUTS = ['apps.calendar', 'apps.mailbox', 'apps.contacts', 'apps.todo'];
const RESET_LINK_LIFETIME_MS = 60 * 60_000;
/** Never an argon2 hash, so no password ever matches it: hosted users sign in at their service. */
const NO_PASSWORD = '!hosted';

/** The auth calls answer field errors as `{ error: { field: message } }` (and as problem details). */
export function authError(status: number, errors: Record<string, string>, detail?: string) {
  const first = Object.values(errors)[0];
  return new ProblemError(status, {
    detail: detail ?? first,
    errors,
    extensions: { error: errors },
  });
}

/** A throttled call: 429 with the wait in its message and in Retry-After. */
export class TooManyAttempts extends ProblemError {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
    field?: string,
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait = `Wait ${minutes} minute${minutes === 1 ? '' : 's'}`;
    const detail = `${what} ${wait} and try again.`;
    // The auth calls' own shape: the sign-in form shows it under its field, the others as is.
    const error = field ? { [field]: `${what} ${wait}.` } : detail;
    super(429, { detail, extensions: { error } });
  }
}

const tooManyMessages = {
  signInPair: 'Too many failed sign-in attempts.',
  signInAddress: 'Too many failed sign-in attempts from this network.',
  registerAddress: 'Too many registrations from this network.',
  registerEmail: 'Too many registrations for this email.',
  resetAddress: 'Too many password reset requests from this network.',
  resetEmail: 'Too many password reset requests for this email.',
  setupAddress: 'Too many set-up attempts from this network.',
} as const;

export function refuseIfOver(verdict: Verdict, field?: string): void {
  if (verdict) {
    throw new TooManyAttempts(verdict.retryAfterSeconds, tooManyMessages[verdict.rule], field);
  }
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
  throttle: Throttle;
  tokens: AccessTokens;
  mailer: Mailer;
  signup: { open: boolean; role: string };
  publicUrl: () => string;
  /** Verifies ID tokens of the configured hosted sign-in services; null when none is. */
  hosted: HostedVerifier | null;
};

export function createAuthService(deps: Deps) {
  const { repository, throttle, tokens, mailer, signup, publicUrl, hosted } = deps;
  // Unknown emails are checked against this, so that they take as long as known ones.
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));
  /** Signs the user in: a new access token, and the time of it kept (the people list shows it). */
  const result = async (row: UserRow): Promise<AuthResult> => {
    await repository.touchSignIn(row.id);
    return { user: toPublicUser(row), access_token: await tokens.issue(row.id) };
  };

  return {
    result,

    /** Mails a reset link to a local account's email (an admin's request; not throttled). */
    sendResetLink: (email: string) => sendResetLink(email),

    async register(
      input: z.infer<typeof registerInputSchema>,
      address: string,
    ): Promise<AuthResult> {
      if (!signup.open) throw authError(403, { email: authMessages.signupClosed });
      const counted = [
        { rule: 'registerAddress', key: throttleKey.registerAddress(address) },
        { rule: 'registerEmail', key: throttleKey.registerEmail(input.email) },
      ] as const;
      refuseIfOver(await throttle.take([...counted]));
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

    /** Throttled per (email, address) pair and per address: see throttle.ts. */
    async signIn(input: z.infer<typeof signInInputSchema>, address: string): Promise<AuthResult> {
      const pair = throttleKey.signInPair(input.email, address);
      const network = throttleKey.signInAddress(address);
      // One at a time per pair: parallel guesses cannot all pass before any is counted.
      return throttle.oneAtATime(pair, async () => {
        refuseIfOver(await throttle.over([{ rule: 'signInPair', key: pair }]), 'email');
        const row = await repository.findByEmail(input.email);
        // Exactly one argon2 check whatever the email, so timing does not tell which exist.
        const hash = row && isPasswordHash(row.passwordHash) ? row.passwordHash : await dummyHash;
        const matches = await verifyPassword(hash, input.password);
        if (row && matches && hash === row.passwordHash) {
          if (row.disabled) throw authError(403, { email: authMessages.accountDisabled });
          await throttle.clear(pair);
          return result(row);
        }
        await throttle.record([pair, network]);
        refuseIfOver(await throttle.over([{ rule: 'signInAddress', key: network }]), 'email');
        throw row
          ? authError(400, { password: authMessages.checkPassword })
          : authError(400, { email: authMessages.checkEmail });
      });
    },

    /**
     * The signed-in user behind a token, or null when the token is bad, old or the user gone.
     * Besides this server's access tokens, a configured hosted service's ID token names its
     * user, created on first sign-in (refused, as an error, when sign-up is closed or the
     * email belongs to another account).
     */
    async authenticate(token: string | undefined): Promise<UserRow | null> {
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) {
        const identity = hosted ? await hosted.verify(token) : null;
        return identity ? hostedUser(identity) : null;
      }
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

    /**
     * Refuses (429) a request over the limits, the same whether or not the email has an
     * account; otherwise resolves at once with the mailing, which the caller must not await
     * (its duration would tell that an account exists).
     */
    async requestPasswordReset(
      rawEmail: string,
      address: string,
    ): Promise<{ mailing: Promise<void> }> {
      const email = rawEmail.trim().toLowerCase();
      const counted = [
        { rule: 'resetAddress', key: throttleKey.resetAddress(address) },
        { rule: 'resetEmail', key: throttleKey.resetEmail(email) },
      ] as const;
      refuseIfOver(await throttle.take([...counted]));
      return { mailing: sendResetLink(email) };
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const userId = await repository.consumeResetToken(hashSingleUseToken(token));
      if (!userId) throw authError(400, { token: authMessages.resetLinkInvalid });
      await repository.setPassword(userId, await hashPassword(password));
    },
  };

  /** The local user of a hosted identity, created with the sign-up role the first time. */
  async function hostedUser(identity: HostedIdentity): Promise<UserRow | null> {
    const { from, subject, email } = identity;
    const known = await repository.findBySubject(from, subject);
    if (known) return known.disabled ? null : known;
    if (!signup.open) throw authError(403, { email: authMessages.signupClosed });
    if (!email) throw authError(403, { email: authMessages.hostedEmailMissing });
    const created = await repository.insert({
      email,
      passwordHash: NO_PASSWORD,
      role: [signup.role],
      data: {
        displayName: identity.displayName ?? email.split('@')[0]!,
        photoURL: identity.photoURL ?? '',
        email,
        settings: {},
        shortcuts: DEFAULT_SHORTCUTS,
      },
      from,
      subject,
    });
    if (created) return created;
    // Either a concurrent first sign-in of this subject created it, or the email is taken.
    const raced = await repository.findBySubject(from, subject);
    if (raced) return raced.disabled ? null : raced;
    // Never linked silently: the email's owner proves it with that account's password.
    throw authError(409, { email: authMessages.hostedEmailInUse });
  }

  async function sendResetLink(email: string): Promise<void> {
    const row = await repository.findByEmail(email);
    // Hosted users have no password here: their service resets it.
    if (!row || row.disabled || row.from !== 'api') return;
    const { token, tokenHash } = newSingleUseToken();
    await repository.createResetToken(
      tokenHash,
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
  }
}

export type AuthService = ReturnType<typeof createAuthService>;

function isPasswordHash(value: string): boolean {
  return value.startsWith('$argon2');
}
