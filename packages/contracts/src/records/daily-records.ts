import { z } from 'zod';
import {
  decimal,
  confirmUnusual,
  optionalText,
  patchSchemaOf,
  pastOrTodayDate,
  recordMetaSchema,
  uuid,
  wholeNumber,
} from './fields.ts';
import { DEATH_CAUSES } from './flock-values.ts';

/** Fields shown with every record of a flock so lists need no second look-up. */
const flockRef = {
  flockId: z.string(),
  flockName: z.string(),
  farmId: z.string(),
  farmName: z.string(),
};

export const deathInputSchema = z.object({
  flockId: uuid,
  date: pastOrTodayDate,
  count: wholeNumber(1, 'Enter at least one bird'),
  cause: z.enum(DEATH_CAUSES, 'Choose a cause').default('unknown'),
  notes: optionalText(1000),
  confirmUnusual,
});
export const deathPatchSchema = patchSchemaOf(deathInputSchema);
export const deathSchema = recordMetaSchema.extend({
  ...flockRef,
  date: z.string(),
  count: z.number(),
  cause: z.enum(DEATH_CAUSES),
  notes: z.string(),
});
export type Death = z.infer<typeof deathSchema>;

export const weighingInputSchema = z.object({
  flockId: uuid,
  date: pastOrTodayDate,
  sampleSize: wholeNumber(1, 'Weigh at least one bird', 100_000),
  averageWeightG: decimal(1, { min: 1, max: 20_000 }),
  notes: optionalText(1000),
  confirmUnusual,
});
export const weighingPatchSchema = patchSchemaOf(weighingInputSchema);
export const weighingSchema = recordMetaSchema.extend({
  ...flockRef,
  date: z.string(),
  sampleSize: z.number(),
  averageWeightG: z.string(),
  notes: z.string(),
});
export type Weighing = z.infer<typeof weighingSchema>;

export const eggCollectionInputSchema = z.object({
  flockId: uuid,
  date: pastOrTodayDate,
  eggs: wholeNumber(0, 'Cannot be negative'),
  broken: wholeNumber(0, 'Cannot be negative').default(0),
  notes: optionalText(1000),
});
export const eggCollectionPatchSchema = patchSchemaOf(eggCollectionInputSchema);
export const eggCollectionSchema = recordMetaSchema.extend({
  ...flockRef,
  date: z.string(),
  eggs: z.number(),
  broken: z.number(),
  notes: z.string(),
});
export type EggCollection = z.infer<typeof eggCollectionSchema>;
