import { reportDays } from '@flockbook/contracts';
import type { Farm, FarmPeriodReport } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { feedGapDays, flockSummary } from '../figures/flock-summary.service.ts';
import { flocksArea } from '../flocks/flocks.area.ts';

/**
 * The figures of a farm between two days, both included: each defined once here, in SQL.
 * Events count on their own date; farm records (purchases, diesel, wood, mess, expenses,
 * amounts) by their farm, flock records (deaths, sales, eggs, feed and medicine use) by the
 * farm of their flock.
 */

type Range = { farmId: string; from: string; to: string };

const inRange = (column: SQL, range: Range) =>
  sql`${column} between ${range.from}::date and ${range.to}::date`;

/** A sum over the records of `table` of the farm's flocks dated in the range. */
const flockRecordsSum = (expression: SQL, table: SQL, range: Range, where: SQL = sql`true`) =>
  sql`(select coalesce(sum(${expression}), 0) from ${table} r join flocks f on f.id = r.flock_id
    where f.farm_id = ${range.farmId}::uuid and ${inRange(sql`r.date`, range)} and ${where})`;

/** A sum over the farm's own records of `table` dated in the range. */
const farmRecordsSum = (expression: SQL, table: SQL, range: Range, where: SQL = sql`true`) =>
  sql`(select coalesce(sum(${expression}), 0) from ${table} r
    where r.farm_id = ${range.farmId}::uuid and ${inRange(sql`r.date`, range)} and ${where})`;

/** Sales that take birds out of a flock (as in the birds-alive definition). */
const BIRD_SALES = sql`r.item in ('live birds', 'culls')`;

async function periodTotals(db: Database, range: Range): Promise<FarmPeriodReport['totals']> {
  const [row] = await queryRows<FarmPeriodReport['totals']>(
    db,
    sql`select
      (select coalesce(sum(chicks_placed + free_chicks), 0) from flocks
        where farm_id = ${range.farmId}::uuid and ${inRange(sql`placed_on`, range)})::float8 as "birdsPlaced",
      ${flockRecordsSum(sql`r.count`, sql`deaths`, range)}::float8 as deaths,
      ${flockRecordsSum(sql`r.birds`, sql`sales`, range, BIRD_SALES)}::float8 as "birdsSold",
      ${flockRecordsSum(sql`r.eggs`, sql`egg_collections`, range)}::float8 as eggs,
      ${farmRecordsSum(sql`r.quantity_kg`, sql`feed_purchases`, range)}::numeric(30, 3)::text as "feedPurchasedKg",
      ${flockRecordsSum(sql`r.quantity_kg`, sql`feed_usages`, range)}::numeric(30, 3)::text as "feedUsedKg",
      ${flockRecordsSum(sql`1`, sql`medicine_uses`, range)}::float8 as "medicineUses"`,
  );
  if (!row) throw new Error('period totals query answered nothing');
  return row;
}

async function periodMoney(
  db: Database,
  range: Range,
): Promise<NonNullable<FarmPeriodReport['money']>> {
  const salaryMonths = { from: range.from.slice(0, 7), to: range.to.slice(0, 7) };
  const [row] = await queryRows<Omit<NonNullable<FarmPeriodReport['money']>, 'salaryMonths'>>(
    db,
    sql`with parts as (select
      ${farmRecordsSum(sql`r.total`, sql`feed_purchases`, range)} as feed_purchases,
      ${farmRecordsSum(sql`r.total`, sql`medicines`, range)} as medicine_purchases,
      (select coalesce(sum(round(chicks_placed * chick_price, 2)), 0) from flocks
        where farm_id = ${range.farmId}::uuid and ${inRange(sql`placed_on`, range)}) as chicks,
      ${farmRecordsSum(sql`r.total`, sql`diesel`, range)} as diesel,
      ${farmRecordsSum(sql`r.total`, sql`wood`, range)} as wood,
      ${farmRecordsSum(sql`r.amount`, sql`mess`, range)} as mess,
      ${farmRecordsSum(sql`r.amount`, sql`misc_expenses`, range)} as misc_expenses,
      -- A salary belongs to its period month; every month the range touches counts whole.
      (select coalesce(sum(s.net), 0) from employee_salaries s join employees e on e.id = s.employee_id
        where e.farm_id = ${range.farmId}::uuid
          and s.period between ${salaryMonths.from} and ${salaryMonths.to}) as salaries,
      ${flockRecordsSum(sql`r.total`, sql`sales`, range)} as sales_revenue,
      ${farmRecordsSum(sql`r.amount`, sql`amounts`, range, sql`r.direction = 'in'`)} as cash_in,
      ${farmRecordsSum(sql`r.amount`, sql`amounts`, range, sql`r.direction = 'out'`)} as cash_out
    ), costs as (select *, feed_purchases + medicine_purchases + chicks + diesel + wood + mess
        + misc_expenses + salaries as total_costs from parts)
    select
      feed_purchases::numeric(30, 2)::text as "feedPurchases",
      medicine_purchases::numeric(30, 2)::text as "medicinePurchases",
      chicks::numeric(30, 2)::text as chicks,
      diesel::numeric(30, 2)::text as diesel,
      wood::numeric(30, 2)::text as wood,
      mess::numeric(30, 2)::text as mess,
      misc_expenses::numeric(30, 2)::text as "miscExpenses",
      salaries::numeric(30, 2)::text as salaries,
      total_costs::numeric(30, 2)::text as "totalCosts",
      sales_revenue::numeric(30, 2)::text as "salesRevenue",
      (sales_revenue - total_costs)::numeric(30, 2)::text as profit,
      cash_in::numeric(30, 2)::text as "cashIn",
      cash_out::numeric(30, 2)::text as "cashOut"
    from costs`,
  );
  if (!row) throw new Error('period money query answered nothing');
  return { ...row, salaryMonths };
}

/** The farm's flocks alive on any day of the range, with their figures (one definition). */
async function periodFlocks(
  db: Database,
  range: Range,
  withMoney: boolean,
): Promise<FarmPeriodReport['flocks']> {
  const ids = await queryRows<{ id: string }>(
    db,
    sql`select id from flocks where farm_id = ${range.farmId}::uuid
      and placed_on <= ${range.to}::date and (closed_on is null or closed_on >= ${range.from}::date)
      order by placed_on, name`,
  );
  const flocks = [];
  for (const { id } of ids) {
    const flock = await flocksArea.get(db, id);
    if (!flock) continue;
    const summary = await flockSummary(db, flock, withMoney);
    flocks.push({
      id: flock.id,
      name: flock.name,
      handle: flock.handle,
      type: flock.type,
      breed: flock.breed,
      status: flock.status,
      placedOn: flock.placedOn,
      closedOn: flock.closedOn,
      asOf: summary.asOf,
      ageDays: summary.ageDays,
      birdsPlaced: summary.birdsPlaced,
      deaths: summary.deaths,
      birdsSold: summary.birdsSold,
      birdsAlive: summary.birdsAlive,
      mortalityPercent: summary.mortalityPercent,
      feedUsedKg: summary.feedUsedKg,
      fcr: summary.fcr,
      epef: summary.epef,
      henDayPercent: summary.henDayPercent,
      feedGapDays: feedGapDays(summary),
      deathGapDays: summary.gaps.daysWithoutDeaths.length,
      profit: summary.money?.profit ?? null,
    });
  }
  return flocks;
}

export async function farmPeriodReport(
  db: Database,
  farm: Pick<Farm, 'id' | 'name' | 'code'>,
  from: string,
  to: string,
  withMoney: boolean,
): Promise<FarmPeriodReport> {
  const range = { farmId: farm.id, from, to };
  return {
    farm: { id: farm.id, name: farm.name, code: farm.code },
    from,
    to,
    days: reportDays(from, to),
    flocks: await periodFlocks(db, range, withMoney),
    totals: await periodTotals(db, range),
    money: withMoney ? await periodMoney(db, range) : null,
  };
}
