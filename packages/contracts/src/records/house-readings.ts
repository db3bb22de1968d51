import { z } from 'zod';
import {
  decimal,
  confirmUnusual,
  optionalText,
  patchSchemaOf,
  pastOrTodayDate,
  recordMetaSchema,
  uuid,
} from './fields.ts';
import { HOUSE_TEMPERATURE_C, WATER_LITRES_MAX } from './house-reading-values.ts';

const temperature = decimal(1, { max: 1_000 }).refine(
  (value) => Number(value) >= HOUSE_TEMPERATURE_C.min && Number(value) <= HOUSE_TEMPERATURE_C.max,
  'Use a temperature from -30 to 60 °C',
);

/** A day's readings of a flock's house. One per flock and date. */
export const houseReadingInputSchema = z.object({
  flockId: uuid,
  date: pastOrTodayDate,
  waterLitres: decimal(1, { max: WATER_LITRES_MAX }).refine(
    (value) => Number(value) >= 0,
    'Water cannot be negative',
  ),
  minTempC: temperature,
  maxTempC: temperature,
  humidityPercent: decimal(1, { max: 1_000 })
    .refine((value) => Number(value) >= 0 && Number(value) <= 100, 'Use a humidity from 0 to 100 %')
    .nullable()
    .default(null),
  notes: optionalText(1000),
  confirmUnusual,
});
export const houseReadingPatchSchema = patchSchemaOf(houseReadingInputSchema);
export const houseReadingSchema = recordMetaSchema.extend({
  flockId: z.string(),
  flockName: z.string(),
  farmId: z.string(),
  farmName: z.string(),
  date: z.string(),
  waterLitres: z.string(),
  minTempC: z.string(),
  maxTempC: z.string(),
  humidityPercent: z.string().nullable(),
  notes: z.string(),
});
export type HouseReading = z.infer<typeof houseReadingSchema>;
