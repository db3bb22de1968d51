import { z } from 'zod';
import {
  money,
  optionalText,
  patchSchemaOf,
  pastOrTodayDate,
  recordId,
  recordMetaSchema,
  uuid,
  wholeNumber,
} from './fields.ts';
import { adminsOnly } from './money-fields.ts';
import { BREEDS, FLOCK_STATUSES, FLOCK_TYPES } from './flock-values.ts';

export const flockInputSchema = z.object({
  farmId: uuid,
  name: z.string().trim().min(2, 'Enter the flock name').max(100),
  type: z.enum(FLOCK_TYPES, 'Choose broiler, layer or breeder'),
  breed: z.enum(BREEDS, 'Choose a breed'),
  /** The flock's house: asked whenever its farm has houses (farms without keep `house`). */
  houseId: uuid.nullable().default(null),
  /** A house named in free text, for farms without houses. */
  house: optionalText(40),
  placedOn: pastOrTodayDate,
  chicksPlaced: wholeNumber(1, 'Place at least one chick'),
  freeChicks: wholeNumber(0, 'Cannot be negative').default(0),
  chickPrice: money,
  targetAgeDays: wholeNumber(1, 'At least one day', 800).default(42),
  notes: optionalText(2000),
  /** The vaccination programme it follows, of its flock type (taken at placement or later). */
  programmeId: uuid.nullable().default(null),
});
export const flockPatchSchema = patchSchemaOf(flockInputSchema);

/** Figures derived from the records, never stored. */
export const flockFiguresSchema = z.object({
  ageDays: z.number(),
  birdsPlaced: z.number(),
  deaths: z.number(),
  birdsSold: z.number(),
  birdsAlive: z.number(),
  mortalityPercent: z.number(),
  latestWeighing: z
    .object({ date: z.string(), averageWeightG: z.string(), ageDays: z.number() })
    .nullable(),
  /** Last day of the medicine withdrawal periods, for meat and for eggs (null when none). */
  withdrawalMeatUntil: z.string().nullable(),
  withdrawalEggsUntil: z.string().nullable(),
});

export const flockSchema = recordMetaSchema.extend({
  farmId: z.string(),
  farmName: z.string(),
  name: z.string(),
  handle: z.string(),
  type: z.enum(FLOCK_TYPES),
  breed: z.string(),
  houseId: z.string().nullable(),
  /** The name of the flock's house, or the free text of a farm without houses. */
  house: z.string(),
  placedOn: z.string(),
  chicksPlaced: z.number(),
  freeChicks: z.number(),
  chickPrice: adminsOnly(z.string()),
  targetAgeDays: z.number(),
  status: z.enum(FLOCK_STATUSES),
  closedOn: z.string().nullable(),
  notes: z.string(),
  programmeId: z.string().nullable(),
  programmeName: z.string().nullable(),
  figures: flockFiguresSchema,
});
export type Flock = z.infer<typeof flockSchema>;
export type FlockInput = z.input<typeof flockInputSchema>;

export const flockFiltersSchema = z.object({
  farmId: recordId('Not a farm id').optional(),
  status: z.enum(FLOCK_STATUSES).optional(),
  type: z.enum(FLOCK_TYPES).optional(),
});
