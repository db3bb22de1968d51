import { hashPassword } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import type { UserRow } from '../auth.repository.ts';
import { DEFAULT_SHORTCUTS } from '../auth.service.ts';
import { hashSingleUseToken, newSingleUseToken } from '../single-use-token.ts';
import { createSetupRepository, FirstAdminRefused } from './setup.repository.ts';

export { FirstAdminRefused };

/** How long a set-up address printed at start works. */
export const SETUP_LINK_LIFETIME_MS = 60 * 60_000;
/** The web app's set-up page; the token follows as `?token=`. */
export const SETUP_PATH = '/setup';

export type FirstAdminInput = { displayName: string; email: string; password: string };

/**
 * The first admin of an installation, made once: in the browser with a single-use set-up
 * address the server prints at start, or from a shell (npm run create-admin). Both stop
 * working as soon as any admin exists.
 */
export function createFirstAdminService(db: Database) {
  const repository = createSetupRepository(db);
  return {
    /** True while no admin account exists. */
    needed: async () => !(await repository.hasAdmin()),

    /** A new set-up token, valid one hour; only its hash is kept. */
    async issueToken(): Promise<string> {
      const { token, tokenHash } = newSingleUseToken();
      await repository.createToken(tokenHash, new Date(Date.now() + SETUP_LINK_LIFETIME_MS));
      return token;
    },

    /**
     * Creates the admin (input already checked against the contract); `token` is the set-up
     * address's, undefined from a shell. Throws FirstAdminRefused.
     */
    async create(input: FirstAdminInput, token?: string): Promise<UserRow> {
      if (await repository.hasAdmin()) throw new FirstAdminRefused('already-set-up');
      const tokenHash = token === undefined ? undefined : hashSingleUseToken(token);
      // A refused link answers at once, before the slow password hash. An admin made since
      // the check above used up every address: that is the reason to give.
      if (tokenHash !== undefined && !(await repository.tokenUsable(tokenHash))) {
        const made = await repository.hasAdmin();
        throw new FirstAdminRefused(made ? 'already-set-up' : 'link-invalid');
      }
      const user = {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        data: {
          displayName: input.displayName,
          photoURL: '',
          email: input.email,
          settings: {},
          shortcuts: DEFAULT_SHORTCUTS,
        },
      };
      return repository.createFirstAdmin(user, tokenHash);
    },
  };
}

export type FirstAdminService = ReturnType<typeof createFirstAdminService>;
