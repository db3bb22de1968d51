import {
  BREED_WEIGHT_CURVES,
  houseTargetBandC,
  targetIntakeG,
  targetWeightG,
} from '@flockbook/contracts';
import type { Flock, FlockDaily } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { dailyMortalityPercentSql } from '../flocks/flock-figures.ts';
import { todaysOnFarms } from '../../lib/farm-time.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { cents, centsText, flockDaysSql, moneySumsSql, totalCostCents } from './flock-day-sql.ts';
import type { MoneySums } from './flock-day-sql.ts';

type DayRow = MoneySums & {
  date: string;
  ageDays: number;
  deaths: number;
  birdsAlive: number;
  mortalityPercent: number;
  feedKg: string;
  feedPerBirdG: number | null;
  averageWeightG: number | null;
  eggs: number;
  waterLitres: string | null;
  waterPerBirdL: number | null;
  waterToFeedRatio: number | null;
  minTempC: number | null;
  maxTempC: number | null;
  humidityPercent: number | null;
};

/**
 * A flock's days from placement to today (or its closing day) for the flock page charts: the
 * rows the summary adds up, so the last day's running cost and revenue are the summary's.
 */
export async function flockDaily(
  db: Database,
  flock: Flock,
  withMoney: boolean,
): Promise<FlockDaily> {
  const now = new Date();
  const asOf =
    flock.closedOn ?? (await todaysOnFarms(db, [flock.farmId], now)).get(flock.farmId) ?? '';
  const life = { id: flock.id, farmId: flock.farmId, placedOn: flock.placedOn, asOf };
  const rows = await queryRows<DayRow>(
    db,
    sql`select d.day::text as date, d.age as "ageDays", d.deaths, d.alive_end as "birdsAlive",
      ${dailyMortalityPercentSql(sql`d.deaths`, sql`d.alive_start`)} as "mortalityPercent",
      d.feed_kg::numeric(30, 3)::text as "feedKg",
      round(d.feed_kg * 1000 / nullif(d.alive_start, 0), 1)::float8 as "feedPerBirdG",
      d.weight_g::float8 as "averageWeightG",
      d.eggs,
      r.water_litres::text as "waterLitres",
      round(r.water_litres / nullif(d.alive_start, 0), 3)::float8 as "waterPerBirdL",
      round(r.water_litres / nullif(d.feed_kg, 0), 2)::float8 as "waterToFeedRatio",
      r.min_temp_c::float8 as "minTempC", r.max_temp_c::float8 as "maxTempC",
      r.humidity_percent::float8 as "humidityPercent",
      ${moneySumsSql(sql`over w`)}
    from (${flockDaysSql([life], now, withMoney)}) d
    left join house_readings r on r.flock_id = ${flock.id} and r.date = d.day
    window w as (order by d.day)
    order by d.day`,
  );
  const settings = await readAppSettings(db);
  const curve = BREED_WEIGHT_CURVES[flock.breed] ? flock.breed : null;
  const laying = flock.type !== 'broiler';
  return {
    flockId: flock.id,
    breed: flock.breed,
    asOf,
    curve,
    withMoney,
    readings: rows.filter((row) => row.waterLitres !== null).length,
    days: rows.map((row) => {
      const band = houseTargetBandC(settings, row.ageDays);
      return {
        date: row.date,
        ageDays: row.ageDays,
        deaths: row.deaths,
        birdsAlive: row.birdsAlive,
        mortalityPercent: row.mortalityPercent,
        feedKg: row.feedKg,
        feedPerBirdG: row.feedPerBirdG,
        averageWeightG: row.averageWeightG,
        targetWeightG: targetWeightG(flock.breed, row.ageDays),
        targetIntakeG: targetIntakeG(flock.breed, row.ageDays),
        eggs: laying ? row.eggs : null,
        waterLitres: row.waterLitres,
        waterPerBirdL: row.waterPerBirdL,
        waterToFeedRatio: row.waterToFeedRatio,
        minTempC: row.minTempC,
        maxTempC: row.maxTempC,
        humidityPercent: row.humidityPercent,
        targetTempLowC: band.low,
        targetTempHighC: band.high,
        cumulativeCost: withMoney ? centsText(totalCostCents(row)) : null,
        cumulativeRevenue: withMoney ? centsText(cents(row.revenue)) : null,
      };
    }),
  };
}
