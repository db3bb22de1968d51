import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Columns every farm record carries: identity, timestamps, author and an edit version. */
export const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
});
