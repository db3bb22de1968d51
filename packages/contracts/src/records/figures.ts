import { z } from 'zod';
import { adminsOnly } from './money-fields.ts';

/** The money side of a flock (admins only). Money as exact decimal strings. */
export const flockMoneySchema = z.object({
  chicks: z.string(),
  feed: z.string(),
  medicine: z.string(),
  /** Diesel, wood and expenses recorded against this flock. */
  direct: z.string(),
  /** Its share, by bird-days, of the farm's own diesel, wood, mess, expenses and salaries. */
  allocated: z.string(),
  totalCost: z.string(),
  revenue: z.string(),
  profit: z.string(),
  costPerBirdSold: z.string().nullable(),
  costPerKgSold: z.string().nullable(),
});

/**
 * A flock's days without records (the gap rule: apps/server/src/modules/figures/flock-gaps.ts)
 * and, for each feed figure, how many days without feed it is computed over: above 0 the
 * figure is incomplete.
 */
export const flockGapsSchema = z.object({
  daysWithoutFeed: z.array(z.string()),
  daysWithoutDeaths: z.array(z.string()),
  incomplete: z.object({ fcr: z.number(), feedPerBird: z.number(), epef: z.number() }),
});
export type FlockGaps = z.infer<typeof flockGapsSchema>;

/** Every figure of one flock, defined once on the server (GET /api/flocks/:id/summary). */
export const flockSummarySchema = z.object({
  flockId: z.string(),
  type: z.string(),
  status: z.string(),
  /** The day the figures run to: today, or the closing day. */
  asOf: z.string(),
  ageDays: z.number(),
  birdsPlaced: z.number(),
  deaths: z.number(),
  birdsSold: z.number(),
  birdsAlive: z.number(),
  mortalityPercent: z.number(),
  livabilityPercent: z.number(),
  birdDays: z.number(),
  feedUsedKg: z.string(),
  /** Grams per bird per day. */
  feedPerBirdDayG: z.number().nullable(),
  latestWeighing: z
    .object({
      date: z.string(),
      averageWeightG: z.string(),
      ageDays: z.number(),
      adgG: z.number().nullable(),
    })
    .nullable(),
  kgSold: z.string(),
  liveKgProduced: z.string().nullable(),
  fcr: z.number().nullable(),
  /** The day FCR rests on (the latest weighing, or the last sale once sold out). */
  fcrBasis: z.object({ date: z.string(), soldOut: z.boolean() }).nullable(),
  epef: z.number().nullable(),
  /** Eggs per 100 hen-days over the days eggs were collected (layers and breeders). */
  henDayPercent: z.number().nullable(),
  withdrawalMeatUntil: z.string().nullable(),
  withdrawalEggsUntil: z.string().nullable(),
  /** The records each figure rests on, counted. */
  basis: z.object({
    deaths: z.number(),
    weighings: z.number(),
    feedUsages: z.number(),
    sales: z.number(),
    eggCollections: z.number(),
  }),
  gaps: flockGapsSchema,
  money: adminsOnly(flockMoneySchema.nullable()),
});
export type FlockSummary = z.infer<typeof flockSummarySchema>;
