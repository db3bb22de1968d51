import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vaccinationProgrammes } from './programmes.ts';
import { recordColumns } from './record-columns.ts';

export const farms = pgTable(
  'farms',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    location: text('location').notNull().default(''),
    ownerName: text('owner_name').notNull().default(''),
    managerName: text('manager_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    capacityBirds: integer('capacity_birds').notNull().default(0),
    houses: integer('houses').notNull().default(1),
    areaM2: numeric('area_m2', { precision: 12, scale: 2 }).notNull().default('0'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** IANA time zone in which the farm's dates fall. */
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (table) => [uniqueIndex('farms_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const flocks = pgTable(
  'flocks',
  {
    ...recordColumns(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    type: text('type').notNull(),
    breed: text('breed').notNull(),
    /** Free text of the flocks recorded before houses were records; kept readable. */
    house: text('house').notNull().default(''),
    houseId: uuid('house_id').references(() => houses.id, { onDelete: 'restrict' }),
    placedOn: date('placed_on').notNull(),
    chicksPlaced: integer('chicks_placed').notNull(),
    freeChicks: integer('free_chicks').notNull().default(0),
    chickPrice: numeric('chick_price', { precision: 12, scale: 2 }).notNull().default('0'),
    targetAgeDays: integer('target_age_days').notNull().default(42),
    status: text('status').notNull().default('active'),
    closedOn: date('closed_on'),
    notes: text('notes').notNull().default(''),
    /** The vaccination programme the flock follows, if any. */
    programmeId: uuid('programme_id').references(() => vaccinationProgrammes.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    uniqueIndex('flocks_handle_unique').on(table.handle),
    index('flocks_farm').on(table.farmId),
    index('flocks_house').on(table.houseId),
    index('flocks_programme').on(table.programmeId),
    check('flocks_chicks_placed_positive', sql`${table.chicksPlaced} > 0`),
    check('flocks_free_chicks_not_negative', sql`${table.freeChicks} >= 0`),
    check('flocks_status_known', sql`${table.status} in ('active', 'closed')`),
  ],
);

/** A poultry house (shed) of a farm: one flock at a time lives in it. */
export const houses = pgTable(
  'houses',
  {
    ...recordColumns(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    capacityBirds: integer('capacity_birds'),
    areaM2: numeric('area_m2', { precision: 12, scale: 2 }),
    active: boolean('active').notNull().default(true),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    uniqueIndex('houses_farm_name_lower_unique').on(table.farmId, sql`lower(${table.name})`),
    check('houses_capacity_positive', sql`${table.capacityBirds} > 0`),
    check('houses_area_positive', sql`${table.areaM2} > 0`),
  ],
);
