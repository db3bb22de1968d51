import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './record-columns.ts';

/**
 * A vaccination programme an admin keeps: what a flock of a type (and of some breeds, or of
 * any when `breeds` is empty) is given, and on which day of its age.
 */
export const vaccinationProgrammes = pgTable(
  'vaccination_programmes',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    flockType: text('flock_type').notNull(),
    breeds: text('breeds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    uniqueIndex('vaccination_programmes_name_lower_unique').on(sql`lower(${table.name})`),
    check(
      'vaccination_programmes_type_known',
      sql`${table.flockType} in ('broiler', 'layer', 'breeder')`,
    ),
  ],
);

/** One dose of a programme: on a day of the flock's age, a kind of medicine given one way. */
export const vaccinationProgrammeItems = pgTable(
  'vaccination_programme_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => vaccinationProgrammes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dayOfAge: integer('day_of_age').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    /** Units of the medicine (its batch's unit) given per bird alive. */
    dosePerBird: numeric('dose_per_bird', { precision: 10, scale: 3 }).notNull().default('1'),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('vaccination_programme_items_programme').on(table.programmeId, table.position),
    check('vaccination_programme_items_day', sql`${table.dayOfAge} >= 0`),
    check('vaccination_programme_items_dose', sql`${table.dosePerBird} > 0`),
  ],
);
