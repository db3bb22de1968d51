import { z } from 'zod';

export const ALERT_KINDS = [
  'mortality',
  'mortality-spike',
  'water-drop',
  'round-missing',
  'feed',
  'medicine-expiry',
  'weight',
  'programme',
] as const;

const alertPlace = {
  id: z.string(),
  severity: z.enum(['warning', 'error']),
  farmId: z.string(),
  farmName: z.string(),
  flockId: z.string().nullable(),
  flockName: z.string().nullable(),
  /** The alert as one English sentence (mail, logs, API users); screens write `facts`. */
  message: z.string(),
};

/**
 * An open alert: where it is, and the figures behind it (`facts`, by kind), from which each
 * language writes its own sentence.
 */
export const alertSchema = z.discriminatedUnion('kind', [
  z.object({
    ...alertPlace,
    kind: z.literal('mortality'),
    facts: z.object({
      /** Daily mortality (%) yesterday and today, yesterday first. */
      dailyPercents: z.tuple([z.number(), z.number()]),
      thresholdPercent: z.number(),
    }),
  }),
  z.object({
    ...alertPlace,
    kind: z.literal('mortality-spike'),
    facts: z.object({
      /** The day of the deaths (the farm's today or yesterday). */
      date: z.string(),
      deaths: z.number(),
      /** Birds alive at the start of that day. */
      birdsAlive: z.number(),
      dailyPercent: z.number(),
      thresholdPercent: z.number(),
    }),
  }),
  z.object({
    ...alertPlace,
    kind: z.literal('water-drop'),
    facts: z.object({
      /** The day of the lower reading, and the litres then and the day before. */
      date: z.string(),
      litres: z.number(),
      previousLitres: z.number(),
      dropPercent: z.number(),
      thresholdPercent: z.number(),
    }),
  }),
  z.object({
    ...alertPlace,
    kind: z.literal('round-missing'),
    facts: z.object({
      /** The farm's today, which has no round for the flock yet. */
      date: z.string(),
      houseName: z.string().nullable(),
      /** The hour of the farm's day (0-23) from which a missing round is an alert. */
      alertHour: z.number(),
    }),
  }),
  z.object({
    ...alertPlace,
    kind: z.literal('weight'),
    facts: z.object({
      weightG: z.number(),
      weighedOn: z.string(),
      breed: z.string(),
      targetG: z.number(),
      percentOfTarget: z.number(),
      /** The share of the target below which the weight is an alert. */
      thresholdPercent: z.number(),
    }),
  }),
  z.object({
    ...alertPlace,
    kind: z.literal('feed'),
    facts: z.object({ feedType: z.string(), daysLeft: z.number(), stockKg: z.number() }),
  }),
  z.object({
    ...alertPlace,
    kind: z.literal('medicine-expiry'),
    facts: z.object({
      medicine: z.string(),
      remaining: z.number(),
      unit: z.string(),
      expiresOn: z.string(),
      expired: z.boolean(),
    }),
  }),
  z.object({
    ...alertPlace,
    kind: z.literal('programme'),
    facts: z.object({
      /** The programme item: what is given, how, and on which day of age. */
      item: z.string(),
      method: z.string(),
      dayOfAge: z.number(),
      dueOn: z.string(),
      /** Days past its day (0 when due today). */
      daysLate: z.number(),
    }),
  }),
]);
export type Alert = z.infer<typeof alertSchema>;

/**
 * How a user receives alerts by mail (their profile): each new alert at once, a daily digest
 * at `digestHour` of the farm's day, or none. Admins default to the digest, others to none.
 */
export const ALERT_MAIL_MODES = ['instant', 'digest', 'none'] as const;
export const alertMailPreferenceSchema = z.object({
  mode: z.enum(ALERT_MAIL_MODES),
  digestHour: z.coerce
    .number()
    .int('Choose a whole hour')
    .min(0, 'Choose an hour from 0 to 23')
    .max(23, 'Choose an hour from 0 to 23'),
});
export type AlertMailPreference = z.infer<typeof alertMailPreferenceSchema>;
