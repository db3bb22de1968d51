import { date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.ts';
import { users } from './users.ts';

/**
 * Daily rounds already saved, by the client's round id and the user who sent it: a round sent
 * again answers `result` and writes nothing twice. The key is inserted first, in the round's
 * own transaction, so of rounds sent at once one writes and the others wait for its result.
 */
export const dailyRounds = pgTable(
  'daily_rounds',
  {
    roundId: uuid('round_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** A digest of the request body: the same round id with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.userId] })],
);
