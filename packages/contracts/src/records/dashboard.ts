import { z } from 'zod';
import { adminsOnly } from './money-fields.ts';
import { alertSchema } from './alerts.ts';
import { stockSchema } from './stock-records.ts';

/** The farm dashboard: the state of every farm at a glance (GET /api/dashboard). */
export const dashboardSchema = z.object({
  date: z.string(),
  birdsAlive: z.number(),
  deathsToday: z.number(),
  activeFlocks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      handle: z.string(),
      farmName: z.string(),
      breed: z.string(),
      ageDays: z.number(),
      birdsAlive: z.number(),
      mortalityPercent: z.number(),
      fcr: z.number().nullable(),
      epef: z.number().nullable(),
      /** Days without feed under FCR and EPEF: above 0 they are incomplete (summary `gaps`). */
      feedGapDays: z.number(),
      latestWeightG: z.string().nullable(),
    }),
  ),
  stock: z.array(stockSchema.extend({ farmName: z.string() })),
  /** Active flocks with no daily round yet on their farm's today, by farm and house. */
  roundsMissing: z.array(
    z.object({
      farmId: z.string(),
      farmName: z.string(),
      date: z.string(),
      houseName: z.string().nullable(),
      flockId: z.string(),
      flockName: z.string(),
    }),
  ),
  alerts: z.array(alertSchema),
  /** Admins only: this month's money. */
  month: z
    .object({ period: z.string(), revenue: z.string(), costs: z.string(), profit: z.string() })
    .nullable(),
  /** Closed flocks side by side (profit per bird for admins only). */
  closedFlocks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      closedOn: z.string(),
      fcr: z.number().nullable(),
      epef: z.number().nullable(),
      feedGapDays: z.number(),
      mortalityPercent: z.number(),
      profitPerBird: adminsOnly(z.string().nullable()),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
