import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * How each user receives alerts by mail ('instant', 'digest' or 'none', with the digest's hour
 * of the farm's day); a user without a row takes the default of their role.
 */
export const alertMailPreferences = pgTable('alert_mail_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mode: text('mode').notNull(),
  digestHour: integer('digest_hour').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail owed to a user, by key: an alert's id (mailed at once) or `digest:<farm day>`. The row is
 * taken before the mail is sent, so of several processes one sends; `sentAt` stays null until
 * the mail has gone, and a row never sent is taken again after a while (a failed or broken
 * send is retried). A sent key is never mailed again to that user.
 */
export const alertMailsSent = pgTable(
  'alert_mails_sent',
  {
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [primaryKey({ columns: [table.key, table.userId] })],
);
