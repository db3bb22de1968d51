import type { Alert } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { farms } from '@flockbook/db';
import { byDay, todaysOnFarms } from '../../lib/farm-time.ts';
import { farmCondition } from '../../records/farm-access.ts';
import type { FarmAccess } from '../../records/farm-access.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { programmeAlerts } from '../programmes/programme-alerts.ts';
import { stockLookup } from '../stock/stock.service.ts';
import type { StockLookup } from '../stock/stock.service.ts';
import type { AlertRule } from './alert-rule.ts';
import { flockAlerts } from './rules/flock-alerts.ts';
import { roundMissingAlerts } from './rules/round-missing-alerts.ts';
import { stockAlerts } from './rules/stock-alerts.ts';

/** Every alert rule, in the order their alerts are listed. */
export const ALERT_RULES: readonly AlertRule[] = [
  flockAlerts,
  roundMissingAlerts,
  stockAlerts,
  programmeAlerts,
];

/**
 * Open alerts, from the records and the installation's thresholds (settings): mortality on two
 * days running or in one day, a drop in water, no round yet today, birds behind their breed's
 * weight, feed running out and medicine expiring; on the farms of `access` only, each as of its
 * farm's today (`stockOf` answers a farm's stock on that day).
 */
export async function openAlerts(
  db: Database,
  access: FarmAccess,
  now = new Date(),
  stockOf: StockLookup = stockLookup(db),
): Promise<Alert[]> {
  const visible = await db
    .select({ id: farms.id })
    .from(farms)
    .where(farmCondition(access, farms.id));
  const todays = await todaysOnFarms(
    db,
    visible.map((farm) => farm.id),
    now,
  );
  const settings = await readAppSettings(db);
  const alerts: Alert[] = [];
  for (const [today, farmIds] of byDay(todays)) {
    for (const rule of ALERT_RULES) {
      alerts.push(...(await rule({ db, farmIds, today, now, settings, stockOf })));
    }
  }
  return alerts;
}
