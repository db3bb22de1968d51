import { z } from 'zod';
import { MAX_QUANTITY } from './field-values.ts';
import {
  decimal,
  optionalText,
  patchSchemaOf,
  recordId,
  recordMetaSchema,
  uuid,
  wholeNumber,
} from './fields.ts';

/** The most birds one house may be given as its capacity (a farm's is the sum of them). */
export const MAX_HOUSE_CAPACITY = 10_000_000;

export const houseInputSchema = z.object({
  farmId: uuid,
  name: z.string().trim().min(1, 'Enter the house name').max(40, 'Use at most 40 characters'),
  capacityBirds: wholeNumber(1, 'Hold at least one bird', MAX_HOUSE_CAPACITY)
    .nullable()
    .default(null),
  areaM2: decimal(2, { min: 0, max: MAX_QUANTITY })
    .refine((value) => Number(value) > 0, 'Must be more than 0')
    .nullable()
    .default(null),
  active: z.boolean().default(true),
  notes: optionalText(2000),
});
export const housePatchSchema = patchSchemaOf(houseInputSchema);

export const houseSchema = recordMetaSchema.extend({
  farmId: z.string(),
  farmName: z.string(),
  name: z.string(),
  capacityBirds: z.number().nullable(),
  areaM2: z.string().nullable(),
  active: z.boolean(),
  notes: z.string(),
  /** The flock living in the house now (not closed), if any. */
  activeFlockId: z.string().nullable(),
  activeFlockName: z.string().nullable(),
  /** Flocks ever placed in it: a house with any cannot be deleted, only made inactive. */
  flocksPlaced: z.number(),
});
export type House = z.infer<typeof houseSchema>;
export type HouseInput = z.input<typeof houseInputSchema>;

export const houseFiltersSchema = z.object({
  farmId: recordId('Not a farm id').optional(),
  active: z.enum(['true', 'false']).optional(),
});
