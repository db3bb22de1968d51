import { dateLiteral } from './sql-text.ts';

/** What every generator statement is written against. */
export type GeneratorContext = {
  /** The last day of the data (records are never dated later). */
  today: string;
  /** The first day of the data, `years` before today. */
  start: string;
  broilerFarms: number;
  layerFarms: number;
  customers: number;
  /** The admin user that creates every record. */
  adminId: string;
};

export type Statement = { label: string; sql: string };

export const YEARS = 5;

/** The size at BENCH_SCALE=1; farms and customers scale with it (at least one of each). */
export function contextFor(scale: number, today: string, adminId: string): GeneratorContext {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - YEARS);
  return {
    today,
    start: date.toISOString().slice(0, 10),
    broilerFarms: Math.max(1, Math.round(26 * scale)),
    layerFarms: Math.max(1, Math.round(4 * scale)),
    customers: Math.max(6, Math.round(40 * scale)),
    adminId,
  };
}

/** SQL for the context's dates and the price level of a day (prices rise about 6 % a year). */
export function sqlDates(context: GeneratorContext) {
  const today = dateLiteral(context.today);
  const start = dateLiteral(context.start);
  return {
    today,
    start,
    /** Years since the data began on `day`. */
    years: (day: string) => `((${day} - ${start}) / 365.0)`,
    /** The price level on `day`, 1 at the start. */
    level: (day: string, perYear = 0.06) => `(1 + ${perYear} * ((${day} - ${start}) / 365.0))`,
  };
}

/** The admin id as SQL. */
export function createdBy(context: GeneratorContext): string {
  if (!/^[0-9a-f-]{36}$/.test(context.adminId)) throw new Error('Not a user id');
  return `'${context.adminId}'::uuid`;
}
