import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { flocks } from './farms.ts';
import { recordColumns } from './record-columns.ts';

const flockId = () =>
  uuid('flock_id')
    .notNull()
    .references(() => flocks.id, { onDelete: 'restrict' });

export const deaths = pgTable(
  'deaths',
  {
    ...recordColumns(),
    flockId: flockId(),
    date: date('date').notNull(),
    count: integer('count').notNull(),
    cause: text('cause').notNull().default('unknown'),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('deaths_flock_date').on(table.flockId, table.date),
    index('deaths_date').on(table.date, table.id),
    check('deaths_count_positive', sql`${table.count} > 0`),
  ],
);

export const weighings = pgTable(
  'weighings',
  {
    ...recordColumns(),
    flockId: flockId(),
    date: date('date').notNull(),
    sampleSize: integer('sample_size').notNull(),
    averageWeightG: numeric('average_weight_g', { precision: 10, scale: 1 }).notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('weighings_flock_date').on(table.flockId, table.date),
    index('weighings_date').on(table.date, table.id),
    check('weighings_sample_positive', sql`${table.sampleSize} > 0`),
  ],
);

export const eggCollections = pgTable(
  'egg_collections',
  {
    ...recordColumns(),
    flockId: flockId(),
    date: date('date').notNull(),
    eggs: integer('eggs').notNull(),
    broken: integer('broken').notNull().default(0),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('egg_collections_flock_date').on(table.flockId, table.date),
    index('egg_collections_date').on(table.date, table.id),
    check('egg_collections_counts', sql`${table.eggs} >= 0 and ${table.broken} >= 0`),
  ],
);
