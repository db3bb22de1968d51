import { BREED_WEIGHT_CURVES, targetIntakeG, targetWeightG, todayIso } from '@flockbook/contracts';
import type { Flock, FlockDaily } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { dailyMortalityPercentSql } from '../flocks/flock-figures.ts';
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
  const today = todayIso();
  const asOf = flock.closedOn ?? today;
  const life = { id: flock.id, farmId: flock.farmId, placedOn: flock.placedOn, asOf };
  const rows = await queryRows<DayRow>(
    db,
    sql`select d.day::text as date, d.age as "ageDays", d.deaths, d.alive_end as "birdsAlive",
      ${dailyMortalityPercentSql(sql`d.deaths`, sql`d.alive_start`)} as "mortalityPercent",
      d.feed_kg::numeric(30, 3)::text as "feedKg",
      round(d.feed_kg * 1000 / nullif(d.alive_start, 0), 1)::float8 as "feedPerBirdG",
      d.weight_g::float8 as "averageWeightG",
      d.eggs,
      ${moneySumsSql(sql`over w`)}
    from (${flockDaysSql([life], today, withMoney)}) d
    window w as (order by d.day)
    order by d.day`,
  );
  const curve = BREED_WEIGHT_CURVES[flock.breed] ? flock.breed : null;
  const laying = flock.type !== 'broiler';
  return {
    flockId: flock.id,
    breed: flock.breed,
    asOf,
    curve,
    withMoney,
    days: rows.map((row) => ({
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
      cumulativeCost: withMoney ? centsText(totalCostCents(row)) : null,
      cumulativeRevenue: withMoney ? centsText(cents(row.revenue)) : null,
    })),
  };
}
