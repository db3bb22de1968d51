import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.ts';
import { users } from './users.ts';

/** The farms a user is given access to by an admin (scoping by farm is enforced elsewhere). */
export const userFarms = pgTable(
  'user_farms',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.farmId] }),
    index('user_farms_farm').on(table.farmId),
  ],
);

/**
 * Single-use invitations an admin mails to a new person, valid 7 days; only a hash of the
 * token is kept. The role and farms are given to the account made with it.
 */
export const userInvitations = pgTable('user_invitations', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  role: text('role').notNull(),
  farmIds: uuid('farm_ids').array().notNull(),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
