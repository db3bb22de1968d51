import { passwordResetTokens, signInFailures, users } from '@flockbook/db';
import type { Database, UserData } from '@flockbook/db';
import { and, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAuthRepository(db: Database) {
  // Every signed-in request asks for its user: built once, and on PostgreSQL parsed and
  // planned once per connection (a named statement).
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_by_id');
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return rows[0];
    },

    async findById(id: string): Promise<UserRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const rows = await userById.execute({ id });
      return rows[0];
    },

    /** The user a hosted sign-in service knows by `subject`. */
    async findBySubject(from: string, subject: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.from, from), eq(users.subject, subject)));
      return rows[0];
    },

    /**
     * Resolves undefined when the email is taken (whatever its letter case), or the hosted
     * service's subject already has a user.
     */
    async insert(user: {
      email: string;
      passwordHash: string;
      role: string[];
      data: UserData;
      from?: string;
      subject?: string;
    }): Promise<UserRow | undefined> {
      const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
      return rows[0];
    },

    async updateData(id: string, data: UserData): Promise<UserRow | undefined> {
      const rows = await db
        .update(users)
        .set({ data, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return rows[0];
    },

    async touchSignIn(id: string): Promise<void> {
      await db
        .update(users)
        .set({ lastSignInAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Changes the password and makes every token issued before now invalid. */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, tokensValidAfter: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** The times of each key's attempts since `since`, newest first, at most `perKey` each. */
    async recentAttempts(
      keys: string[],
      since: Date,
      perKey: number,
    ): Promise<Map<string, Date[]>> {
      const ranked = db
        .select({
          key: signInFailures.key,
          at: signInFailures.at,
          rank: sql<number>`row_number() over (partition by ${signInFailures.key} order by ${signInFailures.at} desc)`.as(
            'rank',
          ),
        })
        .from(signInFailures)
        .where(and(inArray(signInFailures.key, keys), gt(signInFailures.at, since)))
        .as('ranked');
      const rows = await db
        .select({ key: ranked.key, at: ranked.at })
        .from(ranked)
        .where(lte(ranked.rank, perKey))
        .orderBy(ranked.key, desc(ranked.at));
      const byKey = new Map<string, Date[]>();
      for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.at]);
      return byKey;
    },

    /** Records one attempt at `at` under each key, and forgets attempts before `pruneBefore`. */
    async recordAttempts(keys: string[], at: Date, pruneBefore: Date): Promise<void> {
      await db.insert(signInFailures).values(keys.map((key) => ({ key, at })));
      await db.delete(signInFailures).where(lt(signInFailures.at, pruneBefore));
    },

    async clearAttempts(key: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
    },

    async createResetToken(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
    },

    /** Marks a valid, unused token as used; resolves its user id, or undefined. */
    async consumeResetToken(tokenHash: string): Promise<string | undefined> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      const userId = rows[0]?.userId;
      // Any other link sent to this user dies with this one.
      if (userId) {
        await db
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      }
      return userId;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
