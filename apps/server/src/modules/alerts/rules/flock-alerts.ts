import { targetWeightG } from '@flockbook/contracts';
import type { Alert } from '@flockbook/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../lib/query-rows.ts';
import {
  birdsAliveSql,
  dailyMortalityPercentSql,
  deathsOnDaySql,
} from '../../flocks/flock-figures.ts';
import { percentText, shiftDay } from '../alert-rule.ts';
import type { AlertRule } from '../alert-rule.ts';
import { farmIdList } from './farm-id-list.ts';

type ActiveFlock = {
  id: string;
  name: string;
  breed: string;
  farmId: string;
  farmName: string;
  /** Yesterday's and today's deaths, birds alive at each day's start, daily mortality (%). */
  deaths1: number;
  deaths2: number;
  alive1: number;
  alive2: number;
  rate1: number | null;
  rate2: number | null;
  weighDate: string | null;
  weighAge: number | null;
  weightG: string | null;
  /** The latest water reading of yesterday or today, and the reading of the day before it. */
  waterDate: string | null;
  water: number | null;
  waterBefore: number | null;
};

/**
 * The alerts of each active flock: mortality on two days running, mortality in one day
 * (yesterday or today), water down from the day before, and birds behind their breed's weight.
 */
export const flockAlerts: AlertRule = async ({ db, farmIds, today, settings }) => {
  if (farmIds.length === 0) return [];
  const [d0, d1, d2] = [-2, -1, 0].map((days) => shiftDay(today, days)) as [string, string, string];
  const rate = (day: string, before: string) =>
    dailyMortalityPercentSql(deathsOnDaySql(day), birdsAliveSql(before));
  const flocks = await queryRows<ActiveFlock>(
    db,
    sql`select flocks.id, flocks.name, flocks.breed, flocks.farm_id as "farmId",
        farm.name as "farmName", ${rate(d1, d0)} as rate1, ${rate(d2, d1)} as rate2,
        ${deathsOnDaySql(d1)} as deaths1, ${deathsOnDaySql(d2)} as deaths2,
        ${birdsAliveSql(d0)} as alive1, ${birdsAliveSql(d1)} as alive2,
        w.date::text as "weighDate", (w.date - flocks.placed_on) as "weighAge",
        w.average_weight_g::text as "weightG",
        water.date as "waterDate", water.litres as water, water.before as "waterBefore"
      from flocks join farms farm on farm.id = flocks.farm_id
      left join lateral (select date, average_weight_g from weighings where flock_id = flocks.id
        order by date desc, created_at desc limit 1) w on true
      left join lateral (select r.date::text as date, r.water_litres::float8 as litres,
          p.water_litres::float8 as before
        from house_readings r join house_readings p on p.flock_id = r.flock_id
          and p.date = r.date - 1
        where r.flock_id = flocks.id and r.date between ${d1}::date and ${d2}::date
        order by r.date desc limit 1) water on true
      where flocks.status = 'active' and flocks.farm_id in (${farmIdList(farmIds)})
      order by farm.name, flocks.name`,
  );
  const alerts: Alert[] = [];
  for (const flock of flocks) {
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
        message: `Mortality ${percentText(rate1)} and ${percentText(rate2)} on the last two days (alert at ${threshold} %)`,
      });
    }
    const spikeAt = settings.mortalitySpikeAlertPercent;
    const days = [
      { date: d1, deaths: flock.deaths1, birdsAlive: flock.alive1, dailyPercent: rate1 },
      { date: d2, deaths: flock.deaths2, birdsAlive: flock.alive2, dailyPercent: rate2 },
    ];
    for (const day of days) {
      if (day.deaths > 0 && day.dailyPercent >= spikeAt) {
        alerts.push({
          id: `mortality-spike:${flock.id}:${day.date}`,
          kind: 'mortality-spike',
          severity: 'error',
          ...where,
          facts: { ...day, thresholdPercent: spikeAt },
          message: `${day.deaths} deaths on ${day.date}: ${percentText(day.dailyPercent)} of ${day.birdsAlive} birds alive (alert at ${spikeAt} % in one day)`,
        });
      }
    }
    const dropAt = settings.waterDropAlertPercent;
    if (flock.waterDate && flock.water !== null && flock.waterBefore) {
      const drop = Math.round(((flock.waterBefore - flock.water) / flock.waterBefore) * 1000) / 10;
      if (drop >= dropAt) {
        alerts.push({
          id: `water-drop:${flock.id}:${flock.waterDate}`,
          kind: 'water-drop',
          severity: 'warning',
          ...where,
          facts: {
            date: flock.waterDate,
            litres: flock.water,
            previousLitres: flock.waterBefore,
            dropPercent: drop,
            thresholdPercent: dropAt,
          },
          message: `Water ${flock.water} L on ${flock.waterDate}, ${drop} % below ${flock.waterBefore} L the day before (alert at ${dropAt} %)`,
        });
      }
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
        facts: {
          weightG,
          weighedOn,
          breed: flock.breed,
          targetG: target,
          percentOfTarget: share,
          thresholdPercent: settings.weightAlertPercent,
        },
        message: `Weighed ${weightG} g on ${weighedOn}: ${share} % of the ${flock.breed} target ${target} g (alert below ${settings.weightAlertPercent} %)`,
      });
    }
  }
  return alerts;
};
