import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation facts kept as key/value pairs, e.g. when the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
