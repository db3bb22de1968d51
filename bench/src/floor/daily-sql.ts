import { BREED_INTAKE_CURVES, BREED_WEIGHT_CURVES } from '@flockbook/contracts';
import { flockMoneyCtes } from './figures-sql.ts';

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
 * `$1` today, `$2` the flock id.
 */
export const dailySql = `with targets as (
  select f.id, f.farm_id, f.type, f.breed, f.placed_on, coalesce(f.closed_on, $1::date) as as_of,
    f.chicks_placed + f.free_chicks as placed, f.chicks_placed, f.chick_price
  from flocks f where f.id = $2::uuid),
money_targets as (select id from targets),
${flockMoneyCtes},
days as (
  select t.id, t.type, t.placed_on, a.day, a.day - t.placed_on as age, a.alive as alive_end,
    coalesce(de.deaths, 0) as deaths, a.alive + coalesce(g.birds, 0) as alive_start,
    coalesce(fu.kg, 0) as feed_kg, fu.cost as feed_cost, mu.cost as medicine_cost, di.amount as direct,
    case when a.day = t.placed_on then round(t.chicks_placed * t.chick_price, 2) end as chicks,
    case when a.active then fc.amount * a.alive / nullif(fb.birds, 0) end as allocated,
    sa.revenue, coalesce(ec.eggs, 0) as eggs, we.weight_g
  from targets t join farm_alive a on a.flock_id = t.id and a.day between t.placed_on and t.as_of
  left join farm_gone g on g.flock_id = t.id and g.day = a.day
  left join farm_birds fb on fb.farm_id = t.farm_id and fb.day = a.day
  left join farm_cost fc on fc.farm_id = t.farm_id and fc.day = a.day
  left join (select greatest(x.date, t.placed_on) as day, sum(x.count) as deaths from targets t
    join deaths x on x.flock_id = t.id group by 1) de on de.day = a.day
  left join (select u.date, sum(u.quantity_kg) as kg, sum(u.quantity_kg * p.per_kg) as cost from targets t
    join feed_usages u on u.flock_id = t.id
    left join feed_price p on p.farm_id = t.farm_id and p.feed_type = u.feed_type group by u.date) fu on fu.date = a.day
  left join (select x.date, sum(x.quantity * m.unit_price) as cost from targets t
    join medicine_uses x on x.flock_id = t.id join medicines m on m.id = x.medicine_id group by x.date) mu on mu.date = a.day
  left join (select c.date, sum(c.amount) as amount from targets t cross join lateral (
      select date, total as amount from diesel where farm_id = t.farm_id and flock_id = t.id
      union all select date, total from wood where farm_id = t.farm_id and flock_id = t.id
      union all select date, amount from misc_expenses where farm_id = t.farm_id and flock_id = t.id) c
    group by c.date) di on di.date = a.day
  left join (select x.date, sum(x.total) as revenue from targets t join sales x on x.flock_id = t.id
    group by x.date) sa on sa.date = a.day
  left join (select x.date, sum(x.eggs) as eggs from targets t join egg_collections x on x.flock_id = t.id
    group by x.date) ec on ec.date = a.day
  left join (select distinct on (x.date) x.date, x.average_weight_g as weight_g from targets t
    join weighings x on x.flock_id = t.id order by x.date, x.created_at desc) we on we.date = a.day),
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
