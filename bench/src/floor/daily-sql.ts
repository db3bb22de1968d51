import { BREED_INTAKE_CURVES, BREED_WEIGHT_CURVES } from '@flockbook/contracts';
import { BIRD_ITEMS_SQL } from './figures-sql.ts';

/**
 * A breed curve of weekly points read at `age` days, straight between the points, rounded;
 * null for a breed without a curve or an age outside it (as the curves of the contracts).
 */
function weeklyCurveSql(curves: Record<string, readonly number[]>, age: string): string {
  const branches = Object.entries(curves).map(([name, curve]) => {
    const points = `(array[${curve.join(', ')}])`;
    const week = `least(${age} / 7, ${curve.length - 2})`;
    return `when t.breed = '${name}' and ${age} between 0 and ${(curve.length - 1) * 7} then round(${points}[${week} + 1] + (${points}[${week} + 2] - ${points}[${week} + 1]) * (${age} - ${week} * 7) / 7.0)::int`;
  });
  return `case ${branches.join(' ')} end`;
}

const running = (column: string) => `round(sum(d.${column}) over w, 2)`;

/**
 * The floor of GET /api/flocks/:id/daily (as an admin): one row per day of the flock's life
 * with deaths, birds alive, daily mortality, feed, feed per bird, weight against the breed
 * curve, eggs, and the running cost and revenue, in one query answering the response body.
 * Birds alive (the flock's, and the farm's for sharing farm costs) are window sums over each
 * farm flock's days and departures; every record is a row of one union grouped by day, since
 * joins of per-day sets are misjudged into nested loops on PGlite. `$1` today, `$2` the flock id.
 */
export const dailySql = `with targets as (
  select f.id, f.farm_id, f.type, f.breed, f.placed_on, coalesce(f.closed_on, $1::date) as as_of,
    f.chicks_placed + f.free_chicks as placed, f.chicks_placed, f.chick_price
  from flocks f where f.id = $2::uuid),
window_flocks as materialized (
  select o.id, o.farm_id, o.chicks_placed + o.free_chicks as placed, coalesce(o.closed_on, $1::date) as active_until,
    greatest(o.placed_on, t.placed_on) as first_day, least(coalesce(o.closed_on, $1::date), t.as_of) as last_day
  from targets t join flocks o on o.farm_id = t.farm_id
  where o.placed_on <= t.as_of and coalesce(o.closed_on, $1::date) > t.placed_on or o.id = t.id),
farm_birds as (
  select day, sum(alive) filter (where day < active_until) as birds,
    sum(alive) filter (where id = $2::uuid) as alive, sum(deaths) filter (where id = $2::uuid) as deaths,
    sum(gone) filter (where id = $2::uuid) as gone
  from (select o.id, o.active_until, e.day, sum(e.deaths) as deaths, sum(e.gone) as gone,
      o.placed - sum(sum(e.gone)) over (partition by o.id order by e.day) as alive
    from window_flocks o cross join lateral (
      select d::date as day, 0 as deaths, 0 as gone from generate_series(o.first_day, o.last_day, interval '1 day') d
      union all select greatest(date, o.first_day), count, count from deaths
        where flock_id = o.id and date <= o.last_day
      union all select greatest(date, o.first_day), 0, birds from sales
        where flock_id = o.id and item in ${BIRD_ITEMS_SQL} and date <= o.last_day) e
    group by o.id, o.placed, o.active_until, e.day) a
  group by day),
farm_cost as (
  select x.date as day, x.amount from targets t cross join lateral (
    select date, total as amount from diesel where farm_id = t.farm_id and flock_id is null
    union all select date, total from wood where farm_id = t.farm_id and flock_id is null
    union all select date, amount from misc_expenses where farm_id = t.farm_id and flock_id is null
    union all select date, amount from mess where farm_id = t.farm_id) x
  where x.date between t.placed_on and t.as_of
  union all
  select d::date, s.net / extract(day from date_trunc('month', d) + interval '1 month - 1 day')
  from targets t join employees e on e.farm_id = t.farm_id join employee_salaries s on s.employee_id = e.id
  cross join generate_series(to_date(s.period, 'YYYY-MM'),
    to_date(s.period, 'YYYY-MM') + interval '1 month - 1 day', interval '1 day') d
  where s.period between to_char(t.placed_on, 'YYYY-MM') and to_char(t.as_of, 'YYYY-MM')
    and d::date between t.placed_on and t.as_of),
feed_price as (
  select p.feed_type, sum(p.total) / nullif(sum(p.quantity_kg), 0) as per_kg
  from targets t join feed_purchases p on p.farm_id = t.farm_id group by p.feed_type),
events as (
  select b.day, b.deaths, b.gone, b.alive, 0 as feed_kg, 0 as feed_cost, 0 as medicine_cost, 0 as direct,
    0 as revenue, 0 as eggs, null::numeric as weight_g, b.day < t.as_of as active, b.birds, 0 as farm_cost
  from targets t join farm_birds b on b.day between t.placed_on and t.as_of
  union all select x.day, null, null, null, 0, 0, 0, 0, 0, 0, null, null, null, x.amount from farm_cost x
  union all select u.date, null, null, null, u.quantity_kg, u.quantity_kg * p.per_kg, 0, 0, 0, 0, null, null, null, 0
    from targets t join feed_usages u on u.flock_id = t.id left join feed_price p on p.feed_type = u.feed_type
    where u.date between t.placed_on and t.as_of
  union all select x.date, null, null, null, 0, 0, x.quantity * m.unit_price, 0, 0, 0, null, null, null, 0
    from targets t join medicine_uses x on x.flock_id = t.id join medicines m on m.id = x.medicine_id
    where x.date between t.placed_on and t.as_of
  union all select c.date, null, null, null, 0, 0, 0, c.amount, 0, 0, null, null, null, 0
    from targets t cross join lateral (
      select date, total as amount from diesel where farm_id = t.farm_id and flock_id = t.id
      union all select date, total from wood where farm_id = t.farm_id and flock_id = t.id
      union all select date, amount from misc_expenses where farm_id = t.farm_id and flock_id = t.id) c
    where c.date between t.placed_on and t.as_of
  union all select x.date, null, null, null, 0, 0, 0, 0, x.total, 0, null, null, null, 0
    from targets t join sales x on x.flock_id = t.id where x.date between t.placed_on and t.as_of
  union all select x.date, null, null, null, 0, 0, 0, 0, 0, x.eggs, null, null, null, 0
    from targets t join egg_collections x on x.flock_id = t.id where x.date between t.placed_on and t.as_of
  union all (select distinct on (x.date) x.date, null, null, null, 0, 0, 0, 0, 0, 0, x.average_weight_g, null, null, 0
    from targets t join weighings x on x.flock_id = t.id where x.date between t.placed_on and t.as_of
    order by x.date, x.created_at desc)),
days as (
  select t.type, t.placed_on, e.day, e.day - t.placed_on as age, max(e.alive) as alive_end,
    max(e.deaths) as deaths, max(e.alive) + max(e.gone) as alive_start,
    sum(e.feed_kg) as feed_kg, sum(e.feed_cost) as feed_cost, sum(e.medicine_cost) as medicine_cost,
    sum(e.direct) as direct, sum(e.revenue) as revenue, sum(e.eggs) as eggs, max(e.weight_g) as weight_g,
    case when e.day = t.placed_on then round(t.chicks_placed * t.chick_price, 2) end as chicks,
    case when bool_or(e.active) then sum(e.farm_cost) * max(e.alive) / nullif(max(e.birds), 0) end as allocated
  from targets t cross join events e where e.day between t.placed_on and t.as_of
  group by t.type, t.placed_on, t.chicks_placed, t.chick_price, e.day),
series as (
  select d.*, coalesce(${running('chicks')}, 0) + coalesce(${running('feed_cost')}, 0)
      + coalesce(${running('medicine_cost')}, 0) + coalesce(${running('direct')}, 0)
      + coalesce(${running('allocated')}, 0) as cost,
    coalesce(${running('revenue')}, 0) as revenue_to_date
  from days d window w as (order by d.day))
select json_build_object(
  'flockId', t.id, 'breed', t.breed, 'asOf', t.as_of,
  'curve', case when t.breed in (${Object.keys(BREED_WEIGHT_CURVES)
    .map((name) => `'${name}'`)
    .join(', ')}) then t.breed end,
  'withMoney', true,
  'days', coalesce((select json_agg(json_build_object(
      'date', s.day, 'ageDays', s.age, 'deaths', s.deaths, 'birdsAlive', s.alive_end,
      'mortalityPercent', coalesce(round(s.deaths * 100.0 / nullif(s.alive_start, 0), 2), 0)::float8,
      'feedKg', s.feed_kg::numeric(30, 3)::text,
      'feedPerBirdG', round(s.feed_kg * 1000 / nullif(s.alive_start, 0), 1)::float8,
      'averageWeightG', s.weight_g::float8,
      'targetWeightG', ${weeklyCurveSql(BREED_WEIGHT_CURVES, 's.age')},
      'targetIntakeG', ${weeklyCurveSql(BREED_INTAKE_CURVES, 's.age')},
      'eggs', case when s.type <> 'broiler' then s.eggs end,
      'cumulativeCost', s.cost::numeric(30, 2)::text,
      'cumulativeRevenue', s.revenue_to_date::numeric(30, 2)::text) order by s.day)
    from series s), '[]')
)::text as body
from targets t`;
