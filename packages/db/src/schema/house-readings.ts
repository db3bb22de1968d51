import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { flocks } from './farms.ts';
import { recordColumns } from './record-columns.ts';

/** A flock's house readings of one day: the water meter, min/max thermometer and humidity. */
export const houseReadings = pgTable(
  'house_readings',
  {
    ...recordColumns(),
    flockId: uuid('flock_id')
      .notNull()
      .references(() => flocks.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    waterLitres: numeric('water_litres', { precision: 12, scale: 1 }).notNull(),
    minTempC: numeric('min_temp_c', { precision: 4, scale: 1 }).notNull(),
    maxTempC: numeric('max_temp_c', { precision: 4, scale: 1 }).notNull(),
    humidityPercent: numeric('humidity_percent', { precision: 4, scale: 1 }),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    // One reading per flock and day; the (flock, date) index of every flock record too.
    uniqueIndex('house_readings_flock_date').on(table.flockId, table.date),
    index('house_readings_date').on(table.date, table.id),
    check(
      'house_readings_bounds',
      sql`${table.waterLitres} >= 0 and ${table.minTempC} <= ${table.maxTempC}
        and ${table.minTempC} >= -30 and ${table.maxTempC} <= 60
        and (${table.humidityPercent} is null or ${table.humidityPercent} between 0 and 100)`,
    ),
  ],
);
