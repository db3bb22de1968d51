import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { farmTodaySql } from '../../lib/farm-time.ts';
import {
  birdEventsSql,
  farmCostEventsSql,
  noRecordColumnsSql,
  recordColumns,
  recordEventsSql,
} from './flock-day-events.ts';

/** A flock and the days its figures run over. */
export type FlockLife = {
  id: string;
  farmId: string;
  placedOn: string;
  /** The last day: the closing day, or today. */
  asOf: string;
};

/** The lives as a `values` list `lives(id, farm_id, placed_on, as_of)`. */
function livesSql(lives: FlockLife[]): SQL {
  const rows = lives.map(
    (life) =>
      sql`(${life.id}::uuid, ${life.farmId}::uuid, ${life.placedOn}::date, ${life.asOf}::date)`,
  );
  return sql`lives(id, farm_id, placed_on, as_of) as (values ${sql.join(rows, sql`, `)})`;
}

/**
 * One row per flock and day of its life, placement day to `asOf`, in one set-based query for
 * any number of flocks: the single definition of every per-day quantity. The summary adds the
 * rows up and the daily series lists them, so the series ends on the summary's totals.
 *
 * - Birds alive at the end of a day: placed, less deaths and birds sold up to that day (a
 *   record dated before placement counts on placement day, which changes no day's count).
 * - A flock is active on the days from placement up to, not including, its closing day (its farm's today
 *   while open). Its bird-days and its share of farm costs come from those days.
 * - Farm costs of a day: the farm's diesel, wood and expenses without a flock, its mess, and
 *   each salary spread evenly over the days of its month; shared among the farm's flocks
 *   active that day by birds alive at its end.
 * - Feed at the weighted average price per kg of the farm's purchases of that feed type;
 *   medicine at the unit price of the lot used.
 * - Records dated outside placement..asOf count nowhere (entry and closing keep them inside).
 *
 * Farm-wide days (birds of every flock, farm costs) run over each farm's window, from its
 * earliest placement to its latest `asOf` among the lives asked for; each flock's rows keep to
 * its own days. Money columns are unrounded; `moneySumsSql` rounds each part once. Without
 * money (`withMoney` false) they are 0 and no farm-wide day is read.
 *
 * Every record becomes a row of its flock and day (`flock-day-events.ts`), and the days come
 * from grouping and window sums over those rows, never from joining per-day sets (whose row
 * estimates lead the planner into nested loops over whole histories): birds alive and farm
 * costs from narrow rows of every farm flock, then the records of the flocks asked for.
 */
export function flockDaysSql(lives: FlockLife[], now: Date, withMoney = true): SQL {
  // Each flock's farm's today at `now`, as the lives' asOf were taken.
  const day = farmTodaySql(sql`(select f.time_zone from farms f where f.id = o.farm_id)`, now);
  const farmFlocks = withMoney
    ? sql`farm_window as (
        select farm_id, min(placed_on) as w_from, max(as_of) as w_to from lives group by farm_id),
      farm_flocks as materialized (
        select o.id, o.farm_id, o.placed_on, l.as_of, l.id is not null as is_life,
          -- another flock of the farm counts only on its active days inside the window
          case when l.id is null then greatest(o.placed_on, w.w_from) else o.placed_on end as series_from,
          case when l.id is null then least(coalesce(o.closed_on, ${day}) - 1, w.w_to) else l.as_of end
            as series_to,
          o.chicks_placed + o.free_chicks as placed, coalesce(o.closed_on, ${day}) as active_until,
          round(o.chicks_placed * o.chick_price, 2) as chicks
        from flocks o join farm_window w on w.farm_id = o.farm_id
        left join lives l on l.id = o.id
        where o.placed_on <= w.w_to and (l.id is not null or coalesce(o.closed_on, ${day}) > w.w_from)),
      feed_price as (
        select farm_id, feed_type, sum(total) / nullif(sum(quantity_kg), 0) as per_kg
        from feed_purchases where farm_id in (select farm_id from farm_window)
        group by farm_id, feed_type)`
    : sql`farm_flocks as materialized (
        select o.id, o.farm_id, o.placed_on, l.as_of, true as is_life, o.placed_on as series_from,
          l.as_of as series_to,
          o.chicks_placed + o.free_chicks as placed, coalesce(o.closed_on, ${day}) as active_until,
          0::numeric as chicks
        from lives l join flocks o on o.id = l.id)`;
  const recordSums = recordColumns.map((column) => {
    if (column === 'weight_g') return sql.raw(`max(x.${column}) as ${column}`);
    const cast = { eggs: '::float8', sold_birds: '::int', egg_collections: '::int' }[
      column as string
    ];
    return sql.raw(`coalesce(sum(x.${column}), 0)${cast ?? ''} as ${column}`);
  });
  const farmCosts = withMoney
    ? sql`union all select null::uuid, c.farm_id, c.day, null::int, null::int, c.amount
        from (${farmCostEventsSql()}) c`
    : sql``;
  return sql`with
    ${livesSql(lives)},
    ${farmFlocks},
    bird_events as (
      select o.id as flock_id, o.farm_id, e.day, e.deaths, e.gone, null::numeric as farm_cost
      from farm_flocks o cross join lateral (${birdEventsSql()}) e
      ${farmCosts}),
    bird_days as (
      select flock_id, farm_id, day, sum(deaths)::int as deaths, sum(gone)::int as gone,
        sum(farm_cost) as farm_cost
      from bird_events group by flock_id, farm_id, day),
    alive as (
      select b.*, o.placed_on, o.as_of, o.chicks, coalesce(o.is_life, false) as is_life,
        b.day < o.active_until as active,
        (o.placed - sum(b.gone) over (partition by b.flock_id order by b.day))::int as alive_end
      from bird_days b left join farm_flocks o on o.id = b.flock_id),
    shared as (
      select a.*,
        sum(a.alive_end) filter (where a.active) over (partition by a.farm_id, a.day) as farm_birds,
        sum(a.farm_cost) over (partition by a.farm_id, a.day) as farm_cost_day
      from alive a),
    life_days as (
      select s.flock_id, s.day, (s.day - s.placed_on)::int as age, s.deaths,
        s.alive_end + s.gone as alive_start, s.alive_end, s.active,
        case when s.day = s.placed_on then s.chicks else 0 end as chicks,
        case when s.active then coalesce(s.farm_cost_day * s.alive_end / nullif(s.farm_birds, 0), 0)
          else 0 end as allocated,
        ${noRecordColumnsSql}
      from shared s where s.is_life and s.day between s.placed_on and s.as_of
      union all
      select o.id, r.day, null, null, null, null, null, null, null,
        ${sql.raw(recordColumns.map((column) => `r.${column}`).join(', '))}
      from farm_flocks o cross join lateral (${recordEventsSql(withMoney)}) r where o.is_life)
    select x.flock_id, x.day, max(x.age) as age, max(x.deaths) as deaths,
      max(x.alive_start) as alive_start, max(x.alive_end) as alive_end, bool_or(x.active) as active,
      max(x.chicks) as chicks, max(x.allocated) as allocated, ${sql.join(recordSums, sql`, `)}
    from life_days x group by x.flock_id, x.day`;
}

/**
 * The flock's money parts over rows of `flockDaysSql` named `d`, each rounded to cents once:
 * as aggregates, or as running totals with `over` (e.g. sql`over w`).
 */
export function moneySumsSql(over: SQL = sql``): SQL {
  const part = (column: string) =>
    sql`round(coalesce(sum(d.${sql.raw(column)}) ${over}, 0), 2)::numeric(30, 2)::text`;
  return sql`${part('chicks')} as chicks, ${part('feed_cost')} as feed,
    ${part('medicine_cost')} as medicine, ${part('direct')} as direct,
    ${part('allocated')} as allocated, ${part('revenue')} as revenue`;
}

/** The cost parts `moneySumsSql` answers, in the order they add up to the total cost. */
export const COST_PARTS = ['chicks', 'feed', 'medicine', 'direct', 'allocated'] as const;
export type MoneySums = Record<(typeof COST_PARTS)[number] | 'revenue', string>;

/** Money as whole cents, so no floating-point error reaches a total. */
export const cents = (value: string | null | undefined): number =>
  Math.round(Number(value ?? 0) * 100);
export const centsText = (value: number): string => (value / 100).toFixed(2);

/** Total cost of a flock from its money parts, in cents. */
export const totalCostCents = (money: MoneySums): number =>
  COST_PARTS.reduce((sum, part) => sum + cents(money[part]), 0);
