import { targetWeightG } from '@flockbook/contracts';
import type { Alert } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { farms } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { byDay, todaysOnFarms } from '../../lib/farm-time.ts';
import { andOnFarms, farmCondition } from '../../records/farm-access.ts';
import type { FarmAccess } from '../../records/farm-access.ts';
import {
  birdsAliveSql,
  dailyMortalityPercentSql,
  deathsOnDaySql,
} from '../flocks/flock-figures.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { programmeAlerts } from '../programmes/programme-alerts.ts';
import { stockLookup } from '../stock/stock.service.ts';
import type { StockLookup } from '../stock/stock.service.ts';

type ActiveFlock = {
  id: string;
  name: string;
  breed: string;
  type: string;
  farmId: string;
  farmName: string;
  /** Daily mortality (% of birds alive the day before) on the last two days, oldest first. */
  rates: [number, number];
  weighDate: string | null;
  weighAge: number | null;
  weightG: string | null;
};

/**
 * Open alerts, from the records and the installation's thresholds (settings): mortality on two
 * days running, feed running out, medicine expiring, and birds behind their breed's weight;
 * on the farms of `access` only, each as of its farm's today (`stockOf` answers a farm's stock
 * on that day).
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
  const alerts: Alert[] = [];
  for (const [today, farmIds] of byDay(todays)) {
    alerts.push(...(await alertsOn(db, { every: false, farmIds }, today, stockOf)));
  }
  return alerts;
}

/** The alerts of farms sharing one today. */
async function alertsOn(
  db: Database,
  access: FarmAccess,
  today: string,
  stockOf: StockLookup,
): Promise<Alert[]> {
  const settings = await readAppSettings(db);
  // Daily mortality on the last two days, each against the birds alive at the day's start.
  const [d0, d1, d2] = [-2, -1, 0].map((days) => shift(today, days)) as [string, string, string];
  const rate = (day: string, before: string) =>
    dailyMortalityPercentSql(deathsOnDaySql(day), birdsAliveSql(before));
  const flocks = await queryRows<
    Omit<ActiveFlock, 'rates'> & { rate1: number | null; rate2: number | null }
  >(
    db,
    sql`select flocks.id, flocks.name, flocks.breed, flocks.type, flocks.farm_id as "farmId",
        farm.name as "farmName", ${rate(d1, d0)} as rate1, ${rate(d2, d1)} as rate2,
        w.date::text as "weighDate", (w.date - flocks.placed_on) as "weighAge",
        w.average_weight_g::text as "weightG"
      from flocks join farms farm on farm.id = flocks.farm_id
      left join lateral (select date, average_weight_g from weighings where flock_id = flocks.id
        order by date desc, created_at desc limit 1) w on true
      where flocks.status = 'active' ${andOnFarms(access, sql`flocks.farm_id`)}
      order by farm.name, flocks.name`,
  );
  const alerts: Alert[] = [];
  const farmIds = new Map<string, string>();
  for (const flock of flocks) {
    farmIds.set(flock.farmId, flock.farmName);
    const where = {
      farmId: flock.farmId,
      farmName: flock.farmName,
      flockId: flock.id,
      flockName: flock.name,
    };
    const threshold = settings.mortalityAlertPercent;
    const [rate1, rate2] = [flock.rate1 ?? 0, flock.rate2 ?? 0];
    if (rate1 >= threshold && rate2 >= threshold) {
      alerts.push({
        id: `mortality:${flock.id}`,
        kind: 'mortality',
        severity: 'error',
        ...where,
        facts: { dailyPercents: [rate1, rate2], thresholdPercent: threshold },
        message: `Mortality ${percent(rate1)} and ${percent(rate2)} on the last two days (alert at ${threshold} %)`,
      });
    }
    const target = flock.weighAge === null ? null : targetWeightG(flock.breed, flock.weighAge);
    if (
      target &&
      flock.weightG &&
      Number(flock.weightG) < (target * settings.weightAlertPercent) / 100
    ) {
      const weightG = Number(flock.weightG);
      const share = Math.round((weightG / target) * 100);
      const weighedOn = flock.weighDate ?? today;
      alerts.push({
        id: `weight:${flock.id}`,
        kind: 'weight',
        severity: 'warning',
        ...where,
        facts: { weightG, weighedOn, breed: flock.breed, targetG: target, percentOfTarget: share },
        message: `Weighed ${weightG} g on ${weighedOn}: ${share} % of the ${flock.breed} target ${target} g`,
      });
    }
  }
  for (const [farmId, farmName] of farmIds) {
    const stock = await stockOf(farmId);
    for (const feed of stock.feed) {
      if (feed.daysLeft !== null && feed.daysLeft < settings.feedAlertDays) {
        alerts.push({
          id: `feed:${farmId}:${feed.feedType}`,
          kind: 'feed',
          severity: feed.daysLeft < 1 ? 'error' : 'warning',
          farmId,
          farmName,
          flockId: null,
          flockName: null,
          facts: {
            feedType: feed.feedType,
            daysLeft: feed.daysLeft,
            stockKg: Number(feed.stockKg),
          },
          message: `${feed.feedType} feed lasts ${feed.daysLeft} ${feed.daysLeft === 1 ? 'day' : 'days'} (${Number(feed.stockKg)} kg left)`,
        });
      }
    }
    const soon = shift(today, settings.medicineExpiryAlertDays);
    for (const medicine of stock.medicines) {
      if (medicine.expiresOn && medicine.expiresOn <= soon) {
        alerts.push({
          id: `medicine:${medicine.medicineId}`,
          kind: 'medicine-expiry',
          severity: medicine.expired ? 'error' : 'warning',
          farmId,
          farmName,
          flockId: null,
          flockName: null,
          facts: {
            medicine: medicine.name,
            remaining: Number(medicine.remaining),
            unit: medicine.unit,
            expiresOn: medicine.expiresOn,
            expired: medicine.expired,
          },
          message: `${medicine.name}: ${Number(medicine.remaining)} ${medicine.unit} ${medicine.expired ? 'expired' : 'expire'} on ${medicine.expiresOn}`,
        });
      }
    }
  }
  alerts.push(...(await programmeAlerts(db, access, today)));
  return alerts;
}

function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const percent = (value: number) => `${value.toFixed(2)} %`;
