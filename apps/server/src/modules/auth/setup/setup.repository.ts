import { setupTokens, users } from '@flockbook/db';
import type { Database, UserData } from '@flockbook/db';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { UserRow } from '../auth.repository.ts';

// Any constant works; every process of this product takes the same one.
const FIRST_ADMIN_LOCK_ID = 7_240_816;

/** Why the first admin was not created; the transaction made no change. */
export class FirstAdminRefused extends Error {
  constructor(readonly reason: 'already-set-up' | 'link-invalid' | 'email-in-use') {
    super(reason);
    this.name = 'FirstAdminRefused';
  }
}

const hasAdmin = (db: Database) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(sql`'admin' = any(${users.role})`)
    .limit(1)
    .then((rows) => rows.length > 0);

export function createSetupRepository(db: Database) {
  return {
    hasAdmin: () => hasAdmin(db),

    /** Keeps a new token's hash, forgetting the expired ones. */
    async createToken(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.delete(setupTokens).where(lt(setupTokens.expiresAt, sql`now()`));
      await db.insert(setupTokens).values({ tokenHash, expiresAt });
    },

    async tokenUsable(tokenHash: string): Promise<boolean> {
      const rows = await db
        .select({ tokenHash: setupTokens.tokenHash })
        .from(setupTokens)
        .where(usable(tokenHash));
      return rows.length > 0;
    },

    /**
     * Creates the first admin, using up the set-up token when one is given (a shell needs
     * none). One such transaction runs at a time (an advisory lock, on PGlite as on
     * PostgreSQL), and each checks that no admin exists after taking the lock, so any number
     * of racing requests make exactly one admin. Throws FirstAdminRefused otherwise.
     */
    createFirstAdmin(
      user: { email: string; passwordHash: string; data: UserData },
      tokenHash: string | undefined,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
        if (await hasAdmin(tx)) throw new FirstAdminRefused('already-set-up');
        if (tokenHash !== undefined) {
          const used = await tx
            .update(setupTokens)
            .set({ usedAt: sql`now()` })
            .where(usable(tokenHash))
            .returning({ tokenHash: setupTokens.tokenHash });
          if (used.length === 0) throw new FirstAdminRefused('link-invalid');
        }
        const created = await tx
          .insert(users)
          .values({ ...user, role: ['admin'] })
          .onConflictDoNothing()
          .returning();
        if (!created[0]) throw new FirstAdminRefused('email-in-use');
        // Every other set-up address dies with the one used.
        await tx
          .update(setupTokens)
          .set({ usedAt: sql`now()` })
          .where(isNull(setupTokens.usedAt));
        return created[0];
      });
    },
  };
}

const usable = (tokenHash: string) =>
  and(
    eq(setupTokens.tokenHash, tokenHash),
    isNull(setupTokens.usedAt),
    gt(setupTokens.expiresAt, sql`now()`),
  );

export type SetupRepository = ReturnType<typeof createSetupRepository>;
