import { z } from 'zod';
import {
  deathInputSchema,
  deathSchema,
  eggCollectionInputSchema,
  eggCollectionSchema,
  weighingInputSchema,
  weighingSchema,
} from './daily-records.ts';
import {
  confirmUnusual,
  isoDate,
  pastOrTodayDate,
  recordId,
  uuid,
  versionField,
} from './fields.ts';
import { FLOCK_TYPES } from './flock-values.ts';
import { houseReadingInputSchema, houseReadingSchema } from './house-readings.ts';
import { feedUsageInputSchema, feedUsageSchema } from './stock-records.ts';

/**
 * The daily round (field-work "Readings and the round"): one request that writes a farm's
 * usual daily records for several flocks at once. Its fields are the record areas' own.
 */
export const dailyRoundQuerySchema = z.object({
  farmId: recordId('Not a farm id'),
  date: isoDate.optional(),
});

/** A part of the round that changes a record the day already holds carries its id and version. */
const edit = {
  id: uuid.optional(),
  version: versionField.shape.version.optional(),
  /** Keeps this part's values though the plausibility rule finds them unusual. */
  confirmUnusual,
};
const feedKg = feedUsageInputSchema.shape.quantityKg.unwrap();

export const roundDeathSchema = z.object({
  ...edit,
  cause: deathInputSchema.shape.cause,
  count: deathInputSchema.shape.count,
});
export const roundFeedSchema = z.object({
  ...edit,
  feedType: feedUsageInputSchema.shape.feedType,
  quantityKg: feedKg,
});
export const roundReadingSchema = z.object({
  ...edit,
  waterLitres: houseReadingInputSchema.shape.waterLitres,
  minTempC: houseReadingInputSchema.shape.minTempC,
  maxTempC: houseReadingInputSchema.shape.maxTempC,
  humidityPercent: houseReadingInputSchema.shape.humidityPercent,
});
export const roundEggsSchema = z.object({
  ...edit,
  eggs: eggCollectionInputSchema.shape.eggs,
  broken: eggCollectionInputSchema.shape.broken,
});
export const roundWeighingSchema = z.object({
  ...edit,
  sampleSize: weighingInputSchema.shape.sampleSize,
  averageWeightG: weighingInputSchema.shape.averageWeightG,
});

/** The most flocks, and the most deaths or feed entries of one flock, one round carries. */
export const MAX_ROUND_HOUSES = 50;
export const MAX_ROUND_ENTRIES = 20;

export const roundHouseInputSchema = z.object({
  flockId: uuid,
  deaths: z.array(roundDeathSchema).max(MAX_ROUND_ENTRIES).optional(),
  feed: z.array(roundFeedSchema).max(MAX_ROUND_ENTRIES).optional(),
  reading: roundReadingSchema.optional(),
  eggs: roundEggsSchema.optional(),
  weighing: roundWeighingSchema.optional(),
});

export const dailyRoundInputSchema = z.object({
  /** Made by the client when the round is first filled: sending it again writes nothing twice. */
  roundId: uuid,
  farmId: uuid,
  date: pastOrTodayDate,
  houses: z.array(roundHouseInputSchema).min(1, 'Fill in at least one house').max(MAX_ROUND_HOUSES),
});
export type DailyRoundInput = z.input<typeof dailyRoundInputSchema>;

/** What the day holds for one flock, each record with its id and version to edit it. */
export const roundRecordsSchema = z.object({
  deaths: z.array(deathSchema),
  feed: z.array(feedUsageSchema),
  reading: houseReadingSchema.nullable(),
  eggs: z.array(eggCollectionSchema),
  weighings: z.array(weighingSchema),
});

export const dailyRoundHouseSchema = z.object({
  /** Null for a flock of a farm without houses (listed after the houses). */
  house: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Null for a house standing empty. */
  flock: z
    .object({
      id: z.string(),
      name: z.string(),
      type: z.enum(FLOCK_TYPES),
      breed: z.string(),
      placedOn: z.string(),
      ageDays: z.number(),
      /** Birds alive that morning: placed, less deaths and sales before the day. */
      birdsAlive: z.number(),
      /** The breed's curve at that age (null where the breed has none). */
      targetWeightG: z.number().nullable(),
      targetDailyIntakeG: z.number().nullable(),
    })
    .nullable(),
  recorded: roundRecordsSchema.nullable(),
});

export const dailyRoundSchema = z.object({
  farmId: z.string(),
  date: z.string(),
  houses: z.array(dailyRoundHouseSchema),
});
export type DailyRound = z.infer<typeof dailyRoundSchema>;

/** A saved round: the records it wrote or changed, by flock in the order sent. */
export const dailyRoundResultSchema = z.object({
  roundId: z.string(),
  farmId: z.string(),
  date: z.string(),
  houses: z.array(
    z.object({
      flockId: z.string(),
      deaths: z.array(deathSchema),
      feed: z.array(feedUsageSchema),
      reading: houseReadingSchema.nullable(),
      eggs: eggCollectionSchema.nullable(),
      weighing: weighingSchema.nullable(),
    }),
  ),
});
export type DailyRoundResult = z.infer<typeof dailyRoundResultSchema>;
