import { z } from 'zod';

/** Installation settings an admin can change; every field has a default. */
export const appSettingsSchema = z.object({
  currency: z.string().trim().length(3, 'Use a 3-letter currency code like PKR').default('PKR'),
  /** Allow feed usage beyond the recorded stock (stock may go negative). */
  allowNegativeFeedStock: z.boolean().default(false),
  /** Chick weight at placement in kg, used in live weight produced. */
  chickWeightKg: z.coerce.number().min(0.01).max(0.2).default(0.042),
  /** Daily mortality, as a percentage of birds alive, that raises an alert on 2 days running. */
  mortalityAlertPercent: z.coerce.number().min(0.01).max(100).default(0.5),
  /** Deaths in one day, as a percentage of the birds alive at its start, that raise an alert. */
  mortalitySpikeAlertPercent: z.coerce.number().min(0.01).max(100).default(1),
  /** A day's water use this many percent below the day before raises an alert. */
  waterDropAlertPercent: z.coerce.number().min(1).max(100).default(20),
  /** From this hour of the farm's day (0-23), a flock with no round yet today raises an alert. */
  roundMissingAlertHour: z.coerce.number().int().min(0).max(23).default(10),
  /** Feed stock lasting fewer days than this raises an alert. */
  feedAlertDays: z.coerce.number().int().min(1).max(60).default(3),
  /** Medicine expiring within this many days raises an alert. */
  medicineExpiryAlertDays: z.coerce.number().int().min(1).max(365).default(30),
  /** Average weight below this share of the breed curve raises an alert. */
  weightAlertPercent: z.coerce.number().min(1).max(100).default(90),
  /**
   * The house temperature band by age: the target falls in a straight line from the start
   * (placement day) to the end temperature on the end day and stays there; the band is the
   * target plus or minus the margin.
   */
  houseTargetStartC: z.coerce.number().min(-30).max(60).default(33),
  houseTargetEndC: z.coerce.number().min(-30).max(60).default(21),
  houseTargetEndDay: z.coerce.number().int().min(1).max(120).default(35),
  houseTargetMarginC: z.coerce.number().min(0).max(20).default(2),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
export const appSettingsPatchSchema = appSettingsSchema.partial();
