import { z } from 'zod';
import { adminsOnly } from './money-fields.ts';

/** One day of a flock's life, for the flock page charts (GET /api/flocks/:id/daily). */
export const flockDaySchema = z.object({
  /** YYYY-MM-DD, every day from placement to asOf (today or the closing day). */
  date: z.string(),
  /** Placement day is age 0. */
  ageDays: z.number(),
  /** Deaths recorded that day. */
  deaths: z.number(),
  /** Birds alive at the end of the day, after that day's deaths and sales. */
  birdsAlive: z.number(),
  /** That day's deaths as % of the birds alive at its start, 2 decimals (as the mortality alert). */
  mortalityPercent: z.number(),
  /** Feed used that day, kg with 3 decimals. */
  feedKg: z.string(),
  /** Feed used that day in g per bird alive at its start, 1 decimal; null when no birds. */
  feedPerBirdG: z.number().nullable(),
  /** Average weight of the day's latest weighing, or null. */
  averageWeightG: z.number().nullable(),
  /** The breed curve's body weight at that age, or null when there is no curve. */
  targetWeightG: z.number().nullable(),
  /** The breed curve's daily feed intake at that age (g per bird), or null. */
  targetIntakeG: z.number().nullable(),
  /** Eggs collected that day (layers and breeders); null for broilers. */
  eggs: z.number().nullable(),
  /** Litres of water drunk that day (the day's house reading), 1 decimal; null without one. */
  waterLitres: z.string().nullable(),
  /** That water in litres per bird alive at the start of the day, 3 decimals; null without. */
  waterPerBirdL: z.number().nullable(),
  /** That water (litres) over the day's feed used (kg), 2 decimals; null without either. */
  waterToFeedRatio: z.number().nullable(),
  /** The day's house reading: lowest and highest temperature (°C) and humidity (%), or null. */
  minTempC: z.number().nullable(),
  maxTempC: z.number().nullable(),
  humidityPercent: z.number().nullable(),
  /** The house temperature band at that age (farm settings), °C. */
  targetTempLowC: z.number(),
  targetTempHighC: z.number(),
  /** Admins only (null for staff): the flock's total cost up to and including that day. */
  cumulativeCost: adminsOnly(z.string().nullable()),
  /** Admins only: the flock's sales total up to and including that day. */
  cumulativeRevenue: adminsOnly(z.string().nullable()),
});
export type FlockDay = z.infer<typeof flockDaySchema>;

export const flockDailySchema = z.object({
  flockId: z.string(),
  breed: z.string(),
  asOf: z.string(),
  /** Name of the breed curve used (e.g. 'Ross 308'), null if none. */
  curve: z.string().nullable(),
  withMoney: z.boolean(),
  /** How many of the days have a house reading. */
  readings: z.number(),
  days: z.array(flockDaySchema),
});
export type FlockDaily = z.infer<typeof flockDailySchema>;
