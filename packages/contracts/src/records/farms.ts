import { z } from 'zod';
import {
  decimal,
  optionalText,
  patchSchemaOf,
  recordMetaSchema,
  timeZoneName,
  wholeNumber,
} from './fields.ts';
import { MAX_QUANTITY } from './field-values.ts';

export const farmInputSchema = z.object({
  name: z.string().trim().min(2, 'Enter the farm name').max(100),
  code: optionalText(20),
  location: optionalText(200),
  ownerName: optionalText(100),
  managerName: optionalText(100),
  phone: optionalText(40),
  capacityBirds: wholeNumber(0, 'Cannot be negative', 100_000_000).default(0),
  houses: wholeNumber(0, 'Cannot be negative', 1_000).default(1),
  areaM2: decimal(2, { min: 0, max: MAX_QUANTITY }).default('0'),
  notes: optionalText(2000),
  active: z.boolean().default(true),
  /** The farm's IANA time zone; its dates ("today") are taken there. Unset: the installation's. */
  timeZone: timeZoneName.optional(),
});
export const farmPatchSchema = patchSchemaOf(farmInputSchema);

export const farmSchema = recordMetaSchema.extend({
  name: z.string(),
  code: z.string(),
  location: z.string(),
  ownerName: z.string(),
  managerName: z.string(),
  phone: z.string(),
  /** The sum of its active houses' capacities when it has houses; else as entered. */
  capacityBirds: z.number(),
  /** The number of its active houses when it has houses; else as entered. */
  houses: z.number(),
  /** It has house records, which then give its houses and capacity. */
  hasHouses: z.boolean(),
  areaM2: z.string(),
  notes: z.string(),
  active: z.boolean(),
  /** The farm's IANA time zone. */
  timeZone: z.string(),
  /** The farm's date now (YYYY-MM-DD), in its time zone: forms default to it. */
  today: z.string(),
  /** Flocks on this farm that are not closed. */
  activeFlocks: z.number(),
  /** Birds alive now across the farm's active flocks. */
  birdsAlive: z.number(),
});
export type Farm = z.infer<typeof farmSchema>;
export type FarmInput = z.input<typeof farmInputSchema>;
