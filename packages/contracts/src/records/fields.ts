import { z } from 'zod';

/** Today's date (YYYY-MM-DD) where the server runs; records may not be dated later. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A calendar date as YYYY-MM-DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-14')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date');

/** A date that is not in the future. */
export const pastOrTodayDate = isoDate.refine(
  (value) => value <= todayIso(),
  'The date cannot be in the future',
);

/**
 * An exact decimal kept as a string end to end (PostgreSQL `numeric`), so money and weights
 * never pass through floating point. Accepts a number or a string on input.
 */
export function decimal(scale: number, options: { min?: number; label?: string } = {}) {
  const pattern = new RegExp(`^-?\\d{1,12}(\\.\\d{1,${scale}})?$`);
  return z
    .union([z.number(), z.string()])
    .transform((value) => String(value).trim())
    .refine((value) => /^-?\d+(\.\d+)?$/.test(value), 'Enter a number')
    .refine((value) => pattern.test(value), `Use at most ${scale} decimals`)
    .refine(
      (value) => options.min === undefined || Number(value) >= options.min,
      `Must be at least ${options.min ?? 0}`,
    );
}
export const money = decimal(2, { min: 0 });
export const kilograms = decimal(3, { min: 0 });

export const wholeNumber = (min: number, message: string) =>
  z.coerce.number().int('Use a whole number').min(min, message);

export const optionalText = (max: number) => z.string().trim().max(max).default('');

export const uuid = z.string().uuid('Choose an existing record');

/** Columns every farm record carries. */
export const recordMetaSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  version: z.number().int(),
});

/** An edit names the version it was made against; a stale one is refused with 409. */
export const versionField = z.object({
  version: z.coerce.number().int().min(1, 'The version being edited is required'),
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
  farmId: z.string().uuid().optional(),
  flockId: z.string().uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const exportFormatSchema = z.enum(['csv', 'xlsx']);
