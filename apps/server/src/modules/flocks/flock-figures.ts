import { BIRD_ITEMS } from '@flockbook/contracts';
import { flocks } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { farmTodaySql } from '../../lib/farm-time.ts';

/**
 * The one definition of each flock figure, as SQL over the recorded events. Lists, the
 * flock page, farm totals and the rules all use these, so a number is the same everywhere.
 *
 * The fragments name the flock's columns in full ("flocks"."id"): inside a sub-select an
 * unqualified name would bind to the sub-select's own table.
 */
const flock = {
  id: sql.raw('"flocks"."id"'),
  farmId: sql.raw('"flocks"."farm_id"'),
  chicksPlaced: sql.raw('"flocks"."chicks_placed"'),
  freeChicks: sql.raw('"flocks"."free_chicks"'),
  placedOn: sql.raw('"flocks"."placed_on"'),
  closedOn: sql.raw('"flocks"."closed_on"'),
};

/** Chicks placed plus free chicks. */
export const birdsPlacedSql = sql<number>`(${flock.chicksPlaced} + ${flock.freeChicks})`;

/** Birds that died in the flock, up to and including `onDate` when given. */
export function deathsSql(onDate?: string): SQL<number> {
  const until = onDate ? sql` and d.date <= ${onDate}` : sql``;
  return sql<number>`coalesce((select sum(d.count) from deaths d where d.flock_id = ${flock.id}${until}), 0)::int`;
}

/** The sale items that take birds out of a flock (`item in ...`). */
export const birdSaleItemsSql = sql.raw(`(${BIRD_ITEMS.map((item) => `'${item}'`).join(', ')})`);

/** Birds sold (live birds and culls) from the flock, up to and including `onDate` when given. */
export function birdsSoldSql(onDate?: string): SQL<number> {
  const until = onDate ? sql` and s.date <= ${onDate}` : sql``;
  return sql<number>`coalesce((select sum(s.birds) from sales s where s.flock_id = ${flock.id}
    and s.item in ${birdSaleItemsSql}${until}), 0)::int`;
}

/** Birds alive: placed, less deaths and birds sold up to a date. */
export function birdsAliveSql(onDate?: string): SQL<number> {
  return sql<number>`(${birdsPlacedSql} - ${deathsSql(onDate)} - ${birdsSoldSql(onDate)})::int`;
}

/** Deaths recorded in the flock on one day. */
export function deathsOnDaySql(day: string): SQL<number> {
  return sql<number>`coalesce((select sum(d.count) from deaths d where d.flock_id = ${flock.id}
    and d.date = ${day}::date), 0)::int`;
}

/**
 * Daily mortality: a day's deaths as % of the birds alive at its start, 2 decimals (0 when
 * none were alive). The flock's daily series and the mortality alert both use it.
 */
export function dailyMortalityPercentSql(deaths: SQL, aliveAtStart: SQL): SQL<number> {
  return sql<number>`coalesce(round(${deaths} * 100.0 / nullif(${aliveAtStart}, 0), 2), 0)::float8`;
}

/** The flock's farm's today, as its records are dated and its figures run to. */
const todaySql: SQLWrapper = farmTodaySql(
  sql`(select f.time_zone from farms f where f.id = ${flock.farmId})`,
);

/** Days since placement (placement day is day 0), up to the closing day for a closed flock. */
export const ageDaysSql = sql<number>`(coalesce(${flock.closedOn}, ${todaySql}) - ${flock.placedOn})::int`;

export const latestWeighingSql = sql<{
  date: string;
  averageWeightG: string;
  ageDays: number;
} | null>`(select json_build_object('date', w.date, 'averageWeightG', w.average_weight_g::text,
  'ageDays', w.date - ${flock.placedOn}) from weighings w where w.flock_id = ${flock.id}
  order by w.date desc, w.created_at desc limit 1)`;

/** Last day of the withdrawal periods started by the flock's medicine, for meat and eggs. */
function withdrawalUntilSql(daysColumn: string): SQL<string | null> {
  return sql<
    string | null
  >`(select max(mu.date + m.${sql.raw(daysColumn)})::text from medicine_uses mu
    join medicines m on m.id = mu.medicine_id
    where mu.flock_id = ${flock.id} and m.${sql.raw(daysColumn)} > 0)`;
}

/**
 * The figure columns of a flock given its deaths and birds sold (the query must select from
 * flocks): birds alive as `birdsAliveSql` has them, mortality as % of the birds placed.
 */
function figuresColumns(deaths: SQL<number>, birdsSold: SQL<number>) {
  return {
    ageDays: ageDaysSql,
    birdsPlaced: sql<number>`${birdsPlacedSql}::int`,
    deaths,
    birdsSold,
    birdsAlive: sql<number>`(${birdsPlacedSql} - ${deaths} - ${birdsSold})::int`,
    mortalityPercent: sql<number>`coalesce(round(${deaths} * 100.0 / nullif(${birdsPlacedSql}, 0), 2), 0)::float8`,
    latestWeighing: latestWeighingSql,
    withdrawalMeatUntil: withdrawalUntilSql('withdrawal_days_meat'),
    withdrawalEggsUntil: withdrawalUntilSql('withdrawal_days_eggs'),
  };
}

/** The figure columns of the flock list and page, each flock's sums from its own records. */
export const flockFiguresColumns = figuresColumns(deathsSql(), birdsSoldSql());

/**
 * Every flock's deaths and birds sold, summed in one pass over each table, to join to
 * "flocks" (`flock_deaths` and `flock_sold`, by flock_id): cheaper than a sum per flock when
 * every flock's figures are needed, as to sort all flocks by one.
 */
export const flockSumsJoins = {
  deaths: sql`(select d.flock_id, sum(d.count) as n from deaths d group by d.flock_id) flock_deaths`,
  sold: sql`(select s.flock_id, sum(s.birds) as n from sales s
    where s.item in ${birdSaleItemsSql} group by s.flock_id) flock_sold`,
};

/** The figure columns of flocks joined with `flockSumsJoins`: the same figures. */
export const joinedFlockFiguresColumns = figuresColumns(
  sql<number>`coalesce(flock_deaths.n, 0)::int`,
  sql<number>`coalesce(flock_sold.n, 0)::int`,
);

/** Birds alive now in the active flocks of the farm in the outer query ("farms"). */
export const farmBirdsAliveSql = sql<number>`coalesce((select sum(${birdsAliveSql()}) from flocks
  where flocks.farm_id = "farms"."id" and flocks.status = 'active'), 0)::float8`;

/** Active flocks of the farm in the outer query ("farms"). */
export const farmActiveFlocksSql = sql<number>`(select count(*) from flocks
  where flocks.farm_id = "farms"."id" and flocks.status = 'active')::int`;

/** Birds alive in one flock on a date, and after everything recorded so far. */
export async function birdsAliveOf(
  db: Database,
  flockId: string,
  onDate: string,
): Promise<{ onDate: number; now: number }> {
  const rows = await db
    .select({ onDate: birdsAliveSql(onDate), now: birdsAliveSql() })
    .from(flocks)
    .where(eq(flocks.id, flockId));
  return rows[0] ?? { onDate: 0, now: 0 };
}

/** Last days of the flock's medicine withdrawal periods (null when none). */
export async function withdrawalUntilOf(
  db: Database,
  flockId: string,
): Promise<{ meatUntil: string | null; eggsUntil: string | null }> {
  const rows = await db
    .select({
      meatUntil: flockFiguresColumns.withdrawalMeatUntil,
      eggsUntil: flockFiguresColumns.withdrawalEggsUntil,
    })
    .from(flocks)
    .where(eq(flocks.id, flockId));
  return rows[0] ?? { meatUntil: null, eggsUntil: null };
}
