import { sql } from 'drizzle-orm';
import {
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
import { farms, flocks } from './farms.ts';
import { parties } from './money-records.ts';
import { vaccinationProgrammeItems } from './programmes.ts';
import { recordColumns } from './record-columns.ts';

const farmId = () =>
  uuid('farm_id')
    .notNull()
    .references(() => farms.id, { onDelete: 'restrict' });
const optionalFlockId = () =>
  uuid('flock_id').references(() => flocks.id, { onDelete: 'restrict' });
const flockId = () => optionalFlockId().notNull();
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const feedPurchases = pgTable(
  'feed_purchases',
  {
    ...recordColumns(),
    farmId: farmId(),
    flockId: optionalFlockId(),
    date: date('date').notNull(),
    feedType: text('feed_type').notNull(),
    bags: quantity('bags').notNull(),
    bagWeightKg: quantity('bag_weight_kg').notNull(),
    quantityKg: quantity('quantity_kg').notNull(),
    pricePerBag: money('price_per_bag').notNull(),
    supplierId: uuid('supplier_id').references(() => parties.id, { onDelete: 'restrict' }),
    // Totals are computed by the database from the stored figures, never sent in.
    total: money('total').generatedAlwaysAs(sql`round(bags * price_per_bag, 2)`),
    invoiceNo: text('invoice_no').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('feed_purchases_farm_type_date').on(table.farmId, table.feedType, table.date),
    index('feed_purchases_farm_date').on(table.farmId, table.date),
    check('feed_purchases_quantity_positive', sql`${table.quantityKg} > 0`),
  ],
);

export const feedUsages = pgTable(
  'feed_usages',
  {
    ...recordColumns(),
    flockId: flockId(),
    date: date('date').notNull(),
    feedType: text('feed_type').notNull(),
    bags: quantity('bags').notNull(),
    bagWeightKg: quantity('bag_weight_kg').notNull(),
    quantityKg: quantity('quantity_kg').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('feed_usages_flock_date').on(table.flockId, table.date),
    index('feed_usages_date').on(table.date, table.id),
    check('feed_usages_quantity_positive', sql`${table.quantityKg} > 0`),
  ],
);

export const medicines = pgTable(
  'medicines',
  {
    ...recordColumns(),
    farmId: farmId(),
    flockId: optionalFlockId(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    unit: text('unit').notNull(),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    total: money('total').generatedAlwaysAs(sql`round(quantity * unit_price, 2)`),
    supplierId: uuid('supplier_id').references(() => parties.id, { onDelete: 'restrict' }),
    batchNo: text('batch_no').notNull().default(''),
    expiresOn: date('expires_on'),
    withdrawalDaysMeat: integer('withdrawal_days_meat').notNull().default(0),
    withdrawalDaysEggs: integer('withdrawal_days_eggs').notNull().default(0),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('medicines_farm_date').on(table.farmId, table.date),
    check('medicines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const medicineUses = pgTable(
  'medicine_uses',
  {
    ...recordColumns(),
    flockId: flockId(),
    medicineId: uuid('medicine_id')
      .notNull()
      .references(() => medicines.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    quantity: quantity('quantity').notNull(),
    purpose: text('purpose').notNull(),
    method: text('method').notNull(),
    administeredBy: text('administered_by').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The programme item this use gives (the item is then done for the flock). */
    programmeItemId: uuid('programme_item_id').references(() => vaccinationProgrammeItems.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('medicine_uses_flock_date').on(table.flockId, table.date),
    uniqueIndex('medicine_uses_flock_programme_item')
      .on(table.flockId, table.programmeItemId)
      .where(sql`${table.programmeItemId} is not null`),
    index('medicine_uses_date').on(table.date, table.id),
    index('medicine_uses_medicine').on(table.medicineId),
    check('medicine_uses_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const diesel = pgTable(
  'diesel',
  {
    ...recordColumns(),
    farmId: farmId(),
    flockId: optionalFlockId(),
    date: date('date').notNull(),
    litres: quantity('litres').notNull(),
    pricePerLitre: money('price_per_litre').notNull(),
    total: money('total').generatedAlwaysAs(sql`round(litres * price_per_litre, 2)`),
    purpose: text('purpose').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [index('diesel_farm_date').on(table.farmId, table.date)],
);

export const wood = pgTable(
  'wood',
  {
    ...recordColumns(),
    farmId: farmId(),
    flockId: optionalFlockId(),
    date: date('date').notNull(),
    quantity: quantity('quantity').notNull(),
    unit: text('unit').notNull(),
    unitPrice: money('unit_price').notNull(),
    total: money('total').generatedAlwaysAs(sql`round(quantity * unit_price, 2)`),
    purpose: text('purpose').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [index('wood_farm_date').on(table.farmId, table.date)],
);
