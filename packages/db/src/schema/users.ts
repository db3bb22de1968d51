import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Profile and preferences a user may change themselves (shape owned by the auth contract). */
export type UserData = {
  displayName: string;
  photoURL: string;
  email: string;
  settings: Record<string, unknown>;
  shortcuts: string[];
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    data: jsonb('data').$type<UserData>().notNull(),
    /** 'api' for local accounts; 'auth0' or 'firebase' for users of a hosted sign-in service. */
    from: text('from').notNull().default('api'),
    /** The hosted service's id of the user (`sub`); null for local accounts. */
    subject: text('subject'),
    disabled: boolean('disabled').notNull().default(false),
    /** Access tokens issued before this moment are refused (set when the password changes). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true })
      .notNull()
      .default(sql`'epoch'`),
    /** When the user last signed in or started a session; null before the first time. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique whatever their letter case; a hosted user is one row per service and id.
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_from_subject_unique').on(table.from, table.subject),
  ],
);
