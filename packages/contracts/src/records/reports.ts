import { z } from 'zod';
import { adminsOnly } from './money-fields.ts';
import { isoDate } from './fields.ts';
import { flockSummarySchema } from './figures.ts';

/** The files a report comes as: a PDF to print, an Excel workbook, CSV for any program. */
export const REPORT_FILE_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/** GET /api/reports/flocks/:id/closing-sheet */
export const closingSheetQuerySchema = z.object({
  format: z.enum(REPORT_FILE_FORMATS, 'Choose pdf, xlsx or csv').default('pdf'),
});

/** The longest farm period report, in days, both ends counted (a leap year). */
export const MAX_REPORT_DAYS = 366;

/** Days from `from` to `to`, both counted (1 when they are the same day). */
export function reportDays(from: string, to: string): number {
  const day = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;
  return day(to) - day(from) + 1;
}

/** The messages of a range the report refuses (the screens show them in the user's language). */
export const REPORT_RANGE_MESSAGES = {
  order: 'Start on or before the end date',
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days`,
} as const;

/** GET /api/reports/farms/:farmId/period; `json` is the answer the files must equal. */
export const farmPeriodQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    format: z
      .enum(['json', ...REPORT_FILE_FORMATS], 'Choose json, pdf, xlsx or csv')
      .default('json'),
  })
  .superRefine((query, context) => {
    if (query.from > query.to) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: REPORT_RANGE_MESSAGES.order,
      });
    } else if (reportDays(query.from, query.to) > MAX_REPORT_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: REPORT_RANGE_MESSAGES.tooLong,
      });
    }
  });
export type FarmPeriodQuery = z.input<typeof farmPeriodQuerySchema>;

/** A flock of the farm alive at some point in the period, with its whole-life figures. */
export const farmPeriodFlockSchema = flockSummarySchema
  .pick({
    type: true,
    status: true,
    asOf: true,
    ageDays: true,
    birdsPlaced: true,
    deaths: true,
    birdsSold: true,
    birdsAlive: true,
    mortalityPercent: true,
    feedUsedKg: true,
    fcr: true,
    epef: true,
    henDayPercent: true,
  })
  .extend({
    id: z.string(),
    name: z.string(),
    handle: z.string(),
    breed: z.string(),
    placedOn: z.string(),
    closedOn: z.string().nullable(),
    /** Days without feed under FCR and EPEF: above 0 they are incomplete (summary `gaps`). */
    feedGapDays: z.number(),
    /** Days without a death record (summary `gaps`). */
    deathGapDays: z.number(),
    /** Admins only. */
    profit: adminsOnly(z.string().nullable()),
  });

/** What happened on the farm between `from` and `to`, both days included. */
export const farmPeriodTotalsSchema = z.object({
  /** Chicks (paid and free) of flocks placed in the period. */
  birdsPlaced: z.number(),
  deaths: z.number(),
  /** Live birds and culls sold. */
  birdsSold: z.number(),
  eggs: z.number(),
  feedPurchasedKg: z.string(),
  feedUsedKg: z.string(),
  /** Medicine use records (their quantities are in different units). */
  medicineUses: z.number(),
});

/** The farm's money in the period (admins only). Money as exact decimal strings. */
export const farmPeriodMoneySchema = z.object({
  feedPurchases: z.string(),
  medicinePurchases: z.string(),
  /** Paid chicks of flocks placed in the period at their price. */
  chicks: z.string(),
  diesel: z.string(),
  wood: z.string(),
  mess: z.string(),
  miscExpenses: z.string(),
  /** Net salaries of every month the period touches (see `salaryMonths`). */
  salaries: z.string(),
  salaryMonths: z.object({ from: z.string(), to: z.string() }),
  totalCosts: z.string(),
  salesRevenue: z.string(),
  /** salesRevenue - totalCosts */
  profit: z.string(),
  cashIn: z.string(),
  cashOut: z.string(),
});

export const farmPeriodReportSchema = z.object({
  farm: z.object({ id: z.string(), name: z.string(), code: z.string() }),
  from: z.string(),
  to: z.string(),
  days: z.number(),
  flocks: z.array(farmPeriodFlockSchema),
  totals: farmPeriodTotalsSchema,
  money: adminsOnly(farmPeriodMoneySchema.nullable()),
});
export type FarmPeriodReport = z.infer<typeof farmPeriodReportSchema>;

/** Where the reports are fetched from. */
export const reportPaths = {
  closingSheet: (flockId: string, format: ReportFileFormat) =>
    `/api/reports/flocks/${encodeURIComponent(flockId)}/closing-sheet?format=${format}`,
  farmPeriod: (
    farmId: string,
    query: { from: string; to: string; format: 'json' | ReportFileFormat },
  ) =>
    `/api/reports/farms/${encodeURIComponent(farmId)}/period?${new URLSearchParams(query).toString()}`,
};
