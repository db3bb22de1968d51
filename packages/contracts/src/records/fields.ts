import { z } from 'zod';
import { textFault } from '../text.ts';
import {
  EARLIEST_DATE,
  LATEST_DATE,
  MAX_COUNT,
  MAX_MONEY,
  MAX_QUANTITY,
  MAX_RECORD_TOTAL,
  isCalendarDate,
  isTimeZone,
  latestTodayAnywhere,
} from './field-values.ts';

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-14')
  .refine(isCalendarDate, 'This date does not exist on the calendar')
  .refine((value) => value >= EARLIEST_DATE, 'Use a date in 2000 or later');

/** A calendar date as YYYY-MM-DD, from 2000 to 2099. */
export const isoDate = calendarDate.refine(
  (value) => value <= LATEST_DATE,
  'Use a date before 2100',
);

/**
 * A date that is not in the future anywhere; the server then holds it to the farm's today
 * (apps/server/src/lib/farm-time.ts).
 */
export const pastOrTodayDate = calendarDate.refine(
  (value) => value <= latestTodayAnywhere(),
  'The date cannot be in the future',
);

/** An IANA time zone name, such as Asia/Karachi. */
export const timeZoneName = z
  .string()
  .trim()
  .min(1, 'Pick a time zone')
  .max(64)
  .refine(isTimeZone, 'Unknown time zone: use an IANA name such as Asia/Karachi or UTC');

/** A month as YYYY-MM, from 2000 to 2099. */
export const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-10')
  .refine((value) => value >= EARLIEST_DATE.slice(0, 7), 'Use a month in 2000 or later')
  .refine((value) => value <= LATEST_DATE.slice(0, 7), 'Use a month before 2100');

const grouped = (value: number) => value.toLocaleString('en-US');

/**
 * An exact decimal kept as a string end to end (PostgreSQL `numeric`), so money and weights
 * never pass through floating point. Accepts a number or a string on input; bounded by `max`
 * (default MAX_MONEY) so it always fits its column.
 */
export function decimal(scale: number, options: { min?: number; max?: number } = {}) {
  const pattern = new RegExp(`^-?\\d{1,12}(\\.\\d{1,${scale}})?$`);
  const max = options.max ?? MAX_MONEY;
  return z
    .union([z.number(), z.string()])
    .transform((value) => String(value).trim())
    .refine((value) => /^-?\d+(\.\d+)?$/.test(value), 'Enter a number')
    .refine((value) => pattern.test(value), `Use at most ${scale} decimals`)
    .refine(
      (value) => options.min === undefined || Number(value) >= options.min,
      `Must be at least ${options.min ?? 0}`,
    )
    .refine((value) => Number(value) <= max, `Must be at most ${grouped(max)}`);
}
export const money = decimal(2, { min: 0 });
export const kilograms = decimal(3, { min: 0, max: MAX_QUANTITY });

/** Why a record's total (quantity x price) cannot be stored, or undefined when it can. */
export function totalFault(quantity: unknown, price: unknown): string | undefined {
  const total = Number(quantity ?? 0) * Number(price ?? 0);
  if (!(total > MAX_RECORD_TOTAL)) return undefined;
  return `The total would be ${grouped(Math.round(total))}; one record can hold at most ${grouped(MAX_RECORD_TOTAL)}`;
}

/**
 * A whole number from `min` (with its message) to `max` (default MAX_COUNT). Takes a number
 * or the text of one (forms and query strings); never an empty text, a boolean or null,
 * which would otherwise pass as 0 or 1.
 */
export const wholeNumber = (min: number, message: string, max = MAX_COUNT) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, 'Enter a number'),
      ],
      'Enter a number',
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int('Use a whole number')
        .min(min, message)
        .max(max, `Must be at most ${grouped(max)}`),
    );

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .superRefine((value, context) => {
      const fault = textFault(value);
      if (fault) context.addIssue({ code: 'custom', message: fault });
    })
    .default('');

/** A record id; upper-case input is taken in lower case, as ids are stored and logged. */
export const recordId = (message = 'Choose an existing record') =>
  z
    .string()
    .uuid(message)
    .transform((value) => value.toLowerCase());
export const uuid = recordId();

/** Columns every farm record carries. */
export const recordMetaSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  version: z.number().int(),
});

/** An edit names the version it was made against; a stale one is refused with 409. */
/**
 * Sent as true to keep a value the plausibility rule finds unusual (records/plausibility.ts);
 * the confirmation is kept in the audit log.
 */
export const confirmUnusual = z.boolean('Send true or false').optional();

export const versionField = z.object({
  version: wholeNumber(1, 'The version being edited is required', 2_147_483_647),
});

/**
 * The schema of an edit: every field optional and WITHOUT its create-time default (a field
 * left out of an edit keeps its saved value), plus the version being edited.
 */
export function patchSchemaOf<TShape extends z.ZodRawShape>(schema: z.ZodObject<TShape>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const bare = (field instanceof z.ZodDefault ? field.removeDefault() : field) as z.ZodType;
    shape[key] = bare.optional();
  }
  return z.object(shape).extend(versionField.shape) as unknown as z.ZodObject<
    { [K in keyof TShape]: z.ZodOptional<TShape[K]> } & typeof versionField.shape
  >;
}

/** Filters every record list understands (each area takes the ones that apply). */
export const recordFiltersSchema = z.object({
  farmId: recordId('Not a farm id').optional(),
  flockId: recordId('Not a flock id').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const exportFormatSchema = z.enum(['csv', 'xlsx']);
