import { z } from 'zod';
import {
  decimal,
  isoDate,
  kilograms,
  money,
  confirmUnusual,
  optionalText,
  patchSchemaOf,
  pastOrTodayDate,
  recordMetaSchema,
  uuid,
  wholeNumber,
} from './fields.ts';
import { MAX_COUNT, MAX_QUANTITY } from './field-values.ts';
import { adminsOnly } from './money-fields.ts';
import {
  DEFAULT_BAG_WEIGHT_KG,
  DIESEL_PURPOSES,
  FEED_TYPES,
  MEDICINE_KINDS,
  MEDICINE_METHODS,
  MEDICINE_PURPOSES,
  MEDICINE_UNITS,
  WOOD_PURPOSES,
  WOOD_UNITS,
} from './stock-values.ts';

/** Farm and (optional) flock names shown with every farm-level record. */
const farmRef = {
  farmId: z.string(),
  farmName: z.string(),
  flockId: z.string().nullable(),
  flockName: z.string().nullable(),
};
/** Flock records always have a flock. */
const flockRef = { ...farmRef, flockId: z.string(), flockName: z.string() };

/** Feed is entered as bags of a bag weight, or as kilograms; it is kept in kilograms. */
const feedAmount = {
  bags: decimal(3, { min: 0, max: MAX_COUNT }).optional(),
  bagWeightKg: decimal(3, { min: 0.001, max: 1_000 }).default(DEFAULT_BAG_WEIGHT_KG),
  quantityKg: kilograms.optional(),
};
const needsAmount = (value: { bags?: string | undefined; quantityKg?: string | undefined }) =>
  Number(value.bags ?? 0) > 0 || Number(value.quantityKg ?? 0) > 0;
const amountMessage = { message: 'Enter the bags or the kilograms', path: ['bags'] };

const feedPurchaseFields = z.object({
  farmId: uuid,
  date: pastOrTodayDate,
  feedType: z.enum(FEED_TYPES, 'Choose a feed type'),
  ...feedAmount,
  pricePerBag: money,
  supplierId: uuid.nullable().default(null),
  invoiceNo: optionalText(60),
  notes: optionalText(1000),
});
export const feedPurchaseInputSchema = feedPurchaseFields.refine(needsAmount, amountMessage);
export const feedPurchasePatchSchema = patchSchemaOf(feedPurchaseFields);
export const feedPurchaseSchema = recordMetaSchema.extend({
  ...farmRef,
  date: z.string(),
  feedType: z.enum(FEED_TYPES),
  bags: z.string(),
  bagWeightKg: z.string(),
  quantityKg: z.string(),
  pricePerBag: adminsOnly(z.string()),
  total: adminsOnly(z.string()),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  invoiceNo: z.string(),
  notes: z.string(),
});
export type FeedPurchase = z.infer<typeof feedPurchaseSchema>;

const feedUsageFields = z.object({
  flockId: uuid,
  date: pastOrTodayDate,
  feedType: z.enum(FEED_TYPES, 'Choose a feed type'),
  ...feedAmount,
  notes: optionalText(1000),
  confirmUnusual,
});
export const feedUsageInputSchema = feedUsageFields.refine(needsAmount, amountMessage);
export const feedUsagePatchSchema = patchSchemaOf(feedUsageFields);
export const feedUsageSchema = recordMetaSchema.extend({
  ...flockRef,
  date: z.string(),
  feedType: z.enum(FEED_TYPES),
  bags: z.string(),
  bagWeightKg: z.string(),
  quantityKg: z.string(),
  notes: z.string(),
});
export type FeedUsage = z.infer<typeof feedUsageSchema>;

export const medicineInputSchema = z.object({
  farmId: uuid,
  date: pastOrTodayDate,
  name: z.string().trim().min(2, 'Enter the medicine name').max(100),
  kind: z.enum(MEDICINE_KINDS, 'Choose a kind'),
  unit: z.enum(MEDICINE_UNITS, 'Choose a unit'),
  quantity: decimal(3, { min: 0.001, max: MAX_QUANTITY }),
  unitPrice: money,
  supplierId: uuid.nullable().default(null),
  batchNo: optionalText(60),
  expiresOn: isoDate.nullable().default(null),
  withdrawalDaysMeat: wholeNumber(0, 'Cannot be negative', 365).default(0),
  withdrawalDaysEggs: wholeNumber(0, 'Cannot be negative', 365).default(0),
  notes: optionalText(1000),
});
export const medicinePatchSchema = patchSchemaOf(medicineInputSchema);
export const medicineSchema = recordMetaSchema.extend({
  ...farmRef,
  date: z.string(),
  name: z.string(),
  kind: z.enum(MEDICINE_KINDS),
  unit: z.enum(MEDICINE_UNITS),
  quantity: z.string(),
  unitPrice: adminsOnly(z.string()),
  total: adminsOnly(z.string()),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  batchNo: z.string(),
  expiresOn: z.string().nullable(),
  withdrawalDaysMeat: z.number(),
  withdrawalDaysEggs: z.number(),
  notes: z.string(),
  /** Quantity used so far and what is left, from the use records. */
  used: z.string(),
  remaining: z.string(),
});
export type Medicine = z.infer<typeof medicineSchema>;

export const medicineUseInputSchema = z.object({
  flockId: uuid,
  medicineId: uuid,
  date: pastOrTodayDate,
  quantity: decimal(3, { min: 0.001, max: MAX_QUANTITY }),
  purpose: z.enum(MEDICINE_PURPOSES, 'Choose a purpose'),
  method: z.enum(MEDICINE_METHODS, 'Choose a method'),
  administeredBy: optionalText(100),
  notes: optionalText(1000),
});
export const medicineUsePatchSchema = patchSchemaOf(medicineUseInputSchema);
export const medicineUseSchema = recordMetaSchema.extend({
  ...flockRef,
  medicineId: z.string(),
  medicineName: z.string(),
  unit: z.enum(MEDICINE_UNITS),
  date: z.string(),
  quantity: z.string(),
  purpose: z.enum(MEDICINE_PURPOSES),
  method: z.enum(MEDICINE_METHODS),
  administeredBy: z.string(),
  notes: z.string(),
  /** Last day of the withdrawal period this use starts, for meat and for eggs. */
  withdrawalMeatUntil: z.string(),
  withdrawalEggsUntil: z.string(),
});
export type MedicineUse = z.infer<typeof medicineUseSchema>;

export const dieselInputSchema = z.object({
  farmId: uuid,
  flockId: uuid.nullable().default(null),
  date: pastOrTodayDate,
  litres: decimal(3, { min: 0.001, max: MAX_QUANTITY }),
  pricePerLitre: money,
  purpose: z.enum(DIESEL_PURPOSES, 'Choose a purpose'),
  notes: optionalText(1000),
});
export const dieselPatchSchema = patchSchemaOf(dieselInputSchema);
export const dieselSchema = recordMetaSchema.extend({
  ...farmRef,
  date: z.string(),
  litres: z.string(),
  pricePerLitre: adminsOnly(z.string()),
  total: adminsOnly(z.string()),
  purpose: z.enum(DIESEL_PURPOSES),
  notes: z.string(),
});
export type Diesel = z.infer<typeof dieselSchema>;

export const woodInputSchema = z.object({
  farmId: uuid,
  flockId: uuid.nullable().default(null),
  date: pastOrTodayDate,
  quantity: decimal(3, { min: 0.001, max: MAX_QUANTITY }),
  unit: z.enum(WOOD_UNITS, 'Choose a unit'),
  unitPrice: money,
  purpose: z.enum(WOOD_PURPOSES, 'Choose a purpose'),
  notes: optionalText(1000),
});
export const woodPatchSchema = patchSchemaOf(woodInputSchema);
export const woodSchema = recordMetaSchema.extend({
  ...farmRef,
  date: z.string(),
  quantity: z.string(),
  unit: z.enum(WOOD_UNITS),
  unitPrice: adminsOnly(z.string()),
  total: adminsOnly(z.string()),
  purpose: z.enum(WOOD_PURPOSES),
  notes: z.string(),
});
export type Wood = z.infer<typeof woodSchema>;

/** Stock of one farm on a date, from purchases and use records. */
export const stockSchema = z.object({
  farmId: z.string(),
  date: z.string(),
  feed: z.array(
    z.object({
      feedType: z.enum(FEED_TYPES),
      purchasedKg: z.string(),
      usedKg: z.string(),
      stockKg: z.string(),
      usedLast7DaysKg: z.string(),
      /** Days the stock lasts at the last 7 days' rate; null when nothing was used. */
      daysLeft: z.number().nullable(),
    }),
  ),
  medicines: z.array(
    z.object({
      medicineId: z.string(),
      name: z.string(),
      unit: z.enum(MEDICINE_UNITS),
      purchased: z.string(),
      used: z.string(),
      remaining: z.string(),
      expiresOn: z.string().nullable(),
      expired: z.boolean(),
    }),
  ),
});
export type Stock = z.infer<typeof stockSchema>;
export const stockQuerySchema = z.object({ farmId: uuid, date: isoDate.optional() });
