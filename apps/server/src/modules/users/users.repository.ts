import { farms, userFarms, userInvitations, users } from '@flockbook/db';
import type { Database, UserData } from '@flockbook/db';
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/auth.repository.ts';

// Any constant works; every process of this product takes the same one. Changes to who is an
// active admin run one at a time, so two admins cannot demote each other at once.
const ADMIN_CHANGE_LOCK_ID = 7_240_817;

export type PersonRow = UserRow & { farmIds: string[] };
export type InvitationRow = typeof userInvitations.$inferSelect;

const farmIdsOf = sql<
  string[]
>`coalesce((select array_agg(${userFarms.farmId}::text order by ${userFarms.farmId}) from ${userFarms} where ${userFarms.userId} = ${users.id}), '{}')`;

const activeAdminCount = async (db: Database, except?: string) => {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        sql`'admin' = any(${users.role})`,
        eq(users.disabled, false),
        except ? ne(users.id, except) : undefined,
      ),
    );
  return rows[0]?.count ?? 0;
};

export function createUsersRepository(db: Database) {
  return {
    async list(): Promise<PersonRow[]> {
      return joined(
        await select(db).orderBy(asc(sql`lower(${users.data}->>'displayName')`), asc(users.email)),
      );
    },

    find: (id: string) => findPerson(db, id),

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return rows[0];
    },

    /** The ids among `ids` that name no farm. */
    async unknownFarms(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const found = await db.select({ id: farms.id }).from(farms).where(inArray(farms.id, ids));
      const known = new Set(found.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },

    /**
     * Applies a change to a person in one transaction, after `check` has seen the person as
     * they are and how many other active admins there are (under a lock). Resolves the
     * person before and after, or undefined when there is no such person.
     */
    change(
      id: string,
      patch: { role?: string; farmIds?: string[]; active?: boolean },
      check: (person: PersonRow, otherActiveAdmins: number) => void,
      audit: (tx: Database, before: PersonRow, after: PersonRow) => Promise<void>,
    ): Promise<{ before: PersonRow; after: PersonRow } | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK_ID})`);
        const before = await findPerson(tx, id);
        if (!before) return undefined;
        check(before, await activeAdminCount(tx, id));
        const set: Partial<typeof users.$inferInsert> = {};
        if (patch.role !== undefined) set.role = [patch.role];
        if (patch.active !== undefined) {
          set.disabled = !patch.active;
          // Tokens issued before a disable never work again, even after enabling. Tokens name
          // their issue time in whole seconds: one issued in this very second is before it too.
          if (!patch.active) {
            set.tokensValidAfter = sql`now() + interval '1 second'` as unknown as Date;
          }
        }
        if (Object.keys(set).length > 0) {
          await tx
            .update(users)
            .set({ ...set, updatedAt: sql`now()` })
            .where(eq(users.id, id));
        }
        if (patch.farmIds !== undefined) await setFarms(tx, id, patch.farmIds);
        const after = (await findPerson(tx, id))!;
        await audit(tx, before, after);
        return { before, after };
      });
    },

    /** Keeps a new invitation, forgetting those expired more than a week ago. */
    async createInvitation(invitation: typeof userInvitations.$inferInsert): Promise<void> {
      await db
        .delete(userInvitations)
        .where(lt(userInvitations.expiresAt, sql`now() - interval '7 days'`));
      await db.insert(userInvitations).values(invitation);
    },

    async findInvitation(tokenHash: string): Promise<InvitationRow | undefined> {
      const rows = await db
        .select()
        .from(userInvitations)
        .where(eq(userInvitations.tokenHash, tokenHash));
      return rows[0];
    },

    /**
     * Uses up an unused, unexpired invitation and makes its account with its role and (still
     * existing) farms. Resolves the new user, 'invalid' when the invitation cannot be used,
     * or 'email-in-use'; the transaction changes nothing then.
     */
    acceptInvitation(
      tokenHash: string,
      account: { passwordHash: string; data: Omit<UserData, 'email'> },
      audit: (tx: Database, created: PersonRow, invitation: InvitationRow) => Promise<void>,
    ): Promise<PersonRow | 'invalid' | 'email-in-use'> {
      return db
        .transaction(async (tx) => {
          const used = await tx
            .update(userInvitations)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(userInvitations.tokenHash, tokenHash),
                isNull(userInvitations.usedAt),
                sql`${userInvitations.expiresAt} > now()`,
              ),
            )
            .returning();
          const invitation = used[0];
          if (!invitation) return 'invalid' as const;
          const created = await tx
            .insert(users)
            .values({
              email: invitation.email,
              passwordHash: account.passwordHash,
              role: [invitation.role],
              data: { ...account.data, email: invitation.email },
              lastSignInAt: sql`now()` as unknown as Date,
            })
            .onConflictDoNothing()
            .returning();
          if (!created[0]) throw new EmailTaken();
          const existing = await tx
            .select({ id: farms.id })
            .from(farms)
            .where(inArray(farms.id, invitation.farmIds.length ? invitation.farmIds : [NO_FARM]));
          await setFarms(
            tx,
            created[0].id,
            existing.map((row) => row.id),
          );
          // Other invitations of this email are spent too.
          await tx
            .update(userInvitations)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                sql`lower(${userInvitations.email}) = lower(${invitation.email})`,
                isNull(userInvitations.usedAt),
              ),
            );
          const person = (await findPerson(tx, created[0].id))!;
          await audit(tx, person, invitation);
          return person;
        })
        .catch((error: unknown) => {
          if (error instanceof EmailTaken) return 'email-in-use' as const;
          throw error;
        });
    },
  };
}

const select = (tx: Database) =>
  tx.select({ user: users, farmIds: farmIdsOf }).from(users).$dynamic();
const joined = (rows: { user: UserRow; farmIds: string[] | null }[]): PersonRow[] =>
  rows.map(({ user, farmIds }) => ({ ...user, farmIds: farmIds ?? [] }));

async function findPerson(tx: Database, id: string): Promise<PersonRow | undefined> {
  return joined(await select(tx).where(eq(users.id, id)))[0];
}

const NO_FARM = '00000000-0000-0000-0000-000000000000';

class EmailTaken extends Error {}

async function setFarms(tx: Database, userId: string, farmIds: string[]): Promise<void> {
  await tx.delete(userFarms).where(eq(userFarms.userId, userId));
  const unique = [...new Set(farmIds)];
  if (unique.length > 0) {
    await tx.insert(userFarms).values(unique.map((farmId) => ({ userId, farmId })));
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
