import { z } from 'zod';
import {
  decimal,
  isoDate,
  optionalText,
  versionField,
  recordMetaSchema,
  uuid,
  wholeNumber,
} from './fields.ts';
import { BREEDS, FLOCK_TYPES } from './flock-values.ts';
import { MEDICINE_KINDS, MEDICINE_METHODS } from './stock-values.ts';

/** The oldest day of age a programme item may name (a layer flock's laying life). */
export const MAX_PROGRAMME_DAY = 800;
/** At most this many items in one programme. */
export const MAX_PROGRAMME_ITEMS = 60;

/** An item of a flock's programme, as of the farm's today. */
export const PROGRAMME_ITEM_STATES = ['done', 'overdue', 'due', 'upcoming'] as const;
export type ProgrammeItemState = (typeof PROGRAMME_ITEM_STATES)[number];

export const programmeItemInputSchema = z.object({
  /** An item kept from the programme as saved (an edit); a new item has none. */
  id: uuid.optional(),
  dayOfAge: wholeNumber(0, 'Cannot be negative', MAX_PROGRAMME_DAY),
  name: z.string().trim().min(2, 'Enter the vaccine or medicine').max(100),
  kind: z.enum(MEDICINE_KINDS, 'Choose a kind'),
  method: z.enum(MEDICINE_METHODS, 'Choose a method'),
  /** Units of the medicine's batch given per bird alive. */
  dosePerBird: decimal(3, { min: 0.001, max: 1_000 }).default('1'),
  notes: optionalText(500),
});

const programmeFields = z.object({
  name: z.string().trim().min(2, 'Enter the programme name').max(100),
  flockType: z.enum(FLOCK_TYPES, 'Choose broiler, layer or breeder'),
  /** The breeds it applies to; none means every breed of its flock type. */
  breeds: z
    .array(z.enum(BREEDS, 'Choose a breed'))
    .max(BREEDS.length)
    .refine((breeds) => new Set(breeds).size === breeds.length, 'Name each breed once')
    .default([]),
  items: z
    .array(programmeItemInputSchema)
    .min(1, 'Add at least one item')
    .max(MAX_PROGRAMME_ITEMS, `Use at most ${MAX_PROGRAMME_ITEMS} items`),
  notes: optionalText(1000),
});
export const programmeInputSchema = programmeFields;
/** A programme replaced whole (`PUT`): every field and item, and the version it replaces. */
export const programmeReplaceSchema = programmeFields.extend(versionField.shape);

export const programmeItemSchema = z.object({
  id: z.string(),
  dayOfAge: z.number(),
  name: z.string(),
  kind: z.enum(MEDICINE_KINDS),
  method: z.enum(MEDICINE_METHODS),
  dosePerBird: z.string(),
  notes: z.string(),
});
export type ProgrammeItem = z.infer<typeof programmeItemSchema>;

export const programmeSchema = recordMetaSchema.extend({
  name: z.string(),
  flockType: z.enum(FLOCK_TYPES),
  breeds: z.array(z.string()),
  notes: z.string(),
  /** Items by day of age. */
  items: z.array(programmeItemSchema),
  /** Flocks that follow it (a programme in use cannot be deleted). */
  flocksFollowing: z.number(),
});
export type Programme = z.infer<typeof programmeSchema>;
export type ProgrammeInput = z.input<typeof programmeInputSchema>;

export const programmeListSchema = z.object({ data: z.array(programmeSchema), total: z.number() });

/** A flock's programme as of its farm's today. */
export const flockProgrammeSchema = z.object({
  flockId: z.string(),
  /** The farm's today, and the flock's age on it (days since placement). */
  today: z.string(),
  ageDays: z.number(),
  programme: z.object({ id: z.string(), name: z.string() }).nullable(),
  items: z.array(
    programmeItemSchema.extend({
      state: z.enum(PROGRAMME_ITEM_STATES),
      /** The date the flock reaches the item's day of age. */
      dueOn: z.string(),
      /** The medicine use that gave it, once done. */
      done: z
        .object({
          medicineUseId: z.string(),
          date: z.string(),
          medicineName: z.string(),
          quantity: z.string(),
          unit: z.string(),
        })
        .nullable(),
    }),
  ),
});
export type FlockProgramme = z.infer<typeof flockProgrammeSchema>;
export type FlockProgrammeItem = FlockProgramme['items'][number];

/**
 * Records the medicine use an item asks for (`POST /api/programme-doses`): the farm's batch of
 * the item's kind (the one named like it first, then the soonest to expire) unless one is
 * named, the item's dose for every bird alive unless a quantity is given, on the farm's today
 * unless a date is given.
 */
export const programmeDoseInputSchema = z.object({
  flockId: uuid,
  itemId: uuid,
  medicineId: uuid.optional(),
  quantity: decimal(3, { min: 0.001, max: 1_000_000_000 }).optional(),
  date: isoDate.optional(),
});
