import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Writes already done under a client's `Idempotency-Key`, by key and the user who sent it: the
 * same write sent again (an offline outbox replaying after a lost answer) answers `result` and
 * writes nothing twice. The key is inserted first, in the write's own transaction, so of writes
 * sent at once one writes and the others wait for its result; a refused write leaves no key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A digest of the method, path and parsed body: the same key with another write is refused. */
    requestHash: text('request_hash').notNull(),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.userId] })],
);
