import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { birdSaleItemsSql } from '../flocks/flock-figures.ts';

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
 * - A flock is active on the days from placement up to, not including, its closing day (today
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
 * its own days. Money columns are unrounded; `moneySumsSql` rounds each part once.
 */
export function flockDaysSql(lives: FlockLife[], today: string): SQL {
  const day = sql`${today}::date`;
  const onFarms = sql`farm_id in (select farm_id from farm_window)`;
  const ofLives = sql`flock_id in (select id from lives)`;
  return sql`with
    ${livesSql(lives)},
    farm_window as (
      select farm_id, min(placed_on) as w_from, max(as_of) as w_to from lives group by farm_id),
    farm_flocks as (
      select o.id, o.farm_id, o.placed_on, o.chicks_placed + o.free_chicks as placed,
        coalesce(o.closed_on, ${day}) as active_until, w.w_to
      from flocks o join farm_window w on w.farm_id = o.farm_id
      where o.placed_on <= w.w_to
        and (o.id in (select id from lives) or coalesce(o.closed_on, ${day}) > w.w_from)),
    gone as (
      select e.flock_id, greatest(e.date, o.placed_on) as day,
        sum(e.deaths)::int as deaths, sum(e.birds)::int as birds
      from (select flock_id, date, count as deaths, count as birds from deaths
        union all select flock_id, date, 0, birds from sales where item in ${birdSaleItemsSql}) e
      join farm_flocks o on o.id = e.flock_id
      group by 1, 2),
    alive as (
      select o.id as flock_id, o.farm_id, g.day, g.day < o.active_until as active,
        (o.placed - sum(coalesce(gone.birds, 0)) over (partition by o.id order by g.day))::int as alive
      from farm_flocks o
      cross join lateral (select d::date as day
        from generate_series(o.placed_on, o.w_to, interval '1 day') d) g
      left join gone on gone.flock_id = o.id and gone.day = g.day),
    farm_birds as (
      select a.farm_id, a.day, sum(a.alive) as birds from alive a
      join farm_window w on w.farm_id = a.farm_id
      where a.active and a.day >= w.w_from group by a.farm_id, a.day),
    farm_cost as (
      select c.farm_id, c.day, sum(c.amount) as amount from (
        select farm_id, date as day, total as amount from diesel where flock_id is null and ${onFarms}
        union all select farm_id, date, total from wood where flock_id is null and ${onFarms}
        union all select farm_id, date, amount from misc_expenses where flock_id is null and ${onFarms}
        union all select farm_id, date, amount from mess where ${onFarms}
        union all select e.farm_id, d::date, s.net / extract(day from date_trunc('month', d) + interval '1 month - 1 day')
          from employee_salaries s join employees e on e.id = s.employee_id
          join farm_window w on w.farm_id = e.farm_id
          cross join generate_series(to_date(s.period, 'YYYY-MM'),
            to_date(s.period, 'YYYY-MM') + interval '1 month - 1 day', interval '1 day') d
          where s.period between to_char(w.w_from, 'YYYY-MM') and to_char(w.w_to, 'YYYY-MM')
      ) c join farm_window w on w.farm_id = c.farm_id and c.day between w.w_from and w.w_to
      group by c.farm_id, c.day),
    feed_price as (
      select farm_id, feed_type, sum(total) / nullif(sum(quantity_kg), 0) as per_kg
      from feed_purchases where farm_id in (select farm_id from farm_window) group by farm_id, feed_type),
    feed as (
      select u.flock_id, u.date as day, sum(u.quantity_kg) as kg, sum(u.quantity_kg * p.per_kg) as cost
      from feed_usages u join lives l on l.id = u.flock_id
      left join feed_price p on p.farm_id = l.farm_id and p.feed_type = u.feed_type
      group by u.flock_id, u.date),
    medicine as (
      select mu.flock_id, mu.date as day, sum(mu.quantity * m.unit_price) as cost
      from medicine_uses mu join medicines m on m.id = mu.medicine_id
      where mu.flock_id in (select id from lives) group by mu.flock_id, mu.date),
    direct as (
      select flock_id, day, sum(amount) as amount from (
        select flock_id, date as day, total as amount from diesel where ${ofLives}
        union all select flock_id, date, total from wood where ${ofLives}
        union all select flock_id, date, amount from misc_expenses where ${ofLives}) c
      group by flock_id, day),
    sold as (
      select flock_id, date as day, sum(total) as revenue,
        sum(birds) filter (where item in ${birdSaleItemsSql}) as birds,
        sum(weight_kg) filter (where item in ${birdSaleItemsSql}) as kg
      from sales where ${ofLives} group by flock_id, date),
    laid as (
      select flock_id, date as day, sum(eggs) as eggs, count(*) as collections
      from egg_collections where ${ofLives} group by flock_id, date),
    weighed as (
      select distinct on (flock_id, date) flock_id, date as day, average_weight_g as weight_g
      from weighings where ${ofLives} order by flock_id, date, created_at desc)
    select a.flock_id, a.day, (a.day - l.placed_on)::int as age,
      coalesce(g.deaths, 0)::int as deaths,
      (a.alive + coalesce(g.birds, 0))::int as alive_start,
      a.alive as alive_end,
      a.active,
      case when a.day = l.placed_on then (select round(f.chicks_placed * f.chick_price, 2)
        from flocks f where f.id = l.id) else 0 end as chicks,
      coalesce(feed.kg, 0) as feed_kg,
      coalesce(feed.cost, 0) as feed_cost,
      coalesce(medicine.cost, 0) as medicine_cost,
      coalesce(direct.amount, 0) as direct,
      case when a.active then coalesce(fc.amount * a.alive / nullif(fb.birds, 0), 0) else 0 end as allocated,
      coalesce(sold.revenue, 0) as revenue,
      coalesce(sold.birds, 0)::int as sold_birds,
      coalesce(sold.kg, 0) as sold_kg,
      coalesce(laid.eggs, 0)::float8 as eggs,
      coalesce(laid.collections, 0)::int as egg_collections,
      weighed.weight_g
    from alive a
    join lives l on l.id = a.flock_id and a.day between l.placed_on and l.as_of
    left join gone g on g.flock_id = a.flock_id and g.day = a.day
    left join farm_birds fb on fb.farm_id = l.farm_id and fb.day = a.day
    left join farm_cost fc on fc.farm_id = l.farm_id and fc.day = a.day
    left join feed on feed.flock_id = a.flock_id and feed.day = a.day
    left join medicine on medicine.flock_id = a.flock_id and medicine.day = a.day
    left join direct on direct.flock_id = a.flock_id and direct.day = a.day
    left join sold on sold.flock_id = a.flock_id and sold.day = a.day
    left join laid on laid.flock_id = a.flock_id and laid.day = a.day
    left join weighed on weighed.flock_id = a.flock_id and weighed.day = a.day`;
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
