import { z } from 'zod';

export const ALERT_KINDS = ['mortality', 'feed', 'medicine-expiry', 'weight', 'programme'] as const;

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
    kind: z.literal('weight'),
    facts: z.object({
      weightG: z.number(),
      weighedOn: z.string(),
      breed: z.string(),
      targetG: z.number(),
      percentOfTarget: z.number(),
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
