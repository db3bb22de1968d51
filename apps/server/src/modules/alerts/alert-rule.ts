import type { Alert, AppSettings } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import type { StockLookup } from '../stock/stock.service.ts';

/** What every alert rule reads: the farms sharing one today, the clock and the thresholds. */
export type AlertContext = {
  db: Database;
  /** Farms whose today is `today`. */
  farmIds: readonly string[];
  today: string;
  now: Date;
  settings: AppSettings;
  stockOf: StockLookup;
};

/**
 * One family of alerts. A new kind is a rule added to ALERT_RULES (alerts.service.ts), its
 * facts in the contracts' alertSchema and its sentence in the web's alert-sentence.ts; mail
 * takes every kind as it comes.
 */
export type AlertRule = (context: AlertContext) => Promise<Alert[]>;

/** The date `days` after (or before) `iso`. */
export function shiftDay(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const percentText = (value: number) => `${value.toFixed(2)} %`;
