import { BREED_WEIGHT_CURVES } from '@flockbook/contracts';
import { BIRD_ITEMS_SQL, flockFiguresCtes, flockMoneyCtes, settingsCte } from './figures-sql.ts';

/** The breed's target weight (g) at `age` days, as the breed curves define it (null without one). */
function targetWeightSql(breed: string, age: string): string {
  const branches = Object.entries(BREED_WEIGHT_CURVES).map(([name, curve]) => {
    const points = `(array[${curve.join(', ')}])`;
    const week = `least(${age} / 7, ${curve.length - 2})`;
    return `when '${name}' then round(${points}[${week} + 1] + (${points}[${week} + 2] - ${points}[${week} + 1]) * (${age} - ${week} * 7) / 7.0)`;
  });
  return `case when ${age} < 0 then null else case ${breed} ${branches.join(' ')} end end`;
}

const alert = (fields: string) =>
  `json_build_object('id', id, 'kind', kind, 'severity', severity, 'farmId', farm_id, 'farmName', farm_name, 'flockId', flock_id, 'flockName', flock_name, 'message', message)${fields}`;

/**
 * The floor of GET /api/dashboard (as an admin): active flocks with FCR and EPEF, the last 12
 * closed flocks with profit per bird, every farm's stock, the alerts, this month's money,
 * birds alive and today's deaths, in one query answering the response body. `$1` today.
 */
export const dashboardSql = `with ${settingsCte},
active as (
  select f.*, fa.name as farm_name from flocks f join farms fa on fa.id = f.farm_id
  where f.status = 'active' order by f.placed_on desc, f.id desc limit 200),
closed as (
  select f.* from flocks f where f.status = 'closed' order by f.placed_on desc, f.id desc limit 12),
targets as (
  select id, farm_id, type, status, placed_on, coalesce(closed_on, $1::date) as as_of,
    chicks_placed + free_chicks as placed, chicks_placed, chick_price
  from (select id, farm_id, type, status, placed_on, closed_on, chicks_placed, free_chicks, chick_price from active
    union all select id, farm_id, type, status, placed_on, closed_on, chicks_placed, free_chicks, chick_price from closed) f),
money_targets as (select id from closed),
${flockFiguresCtes},
${flockMoneyCtes},
feed_stock as (
  select farm_id, feed_type, sum(bought) as purchased, sum(used) as used, sum(bought) - sum(used) as stock,
    coalesce(sum(used) filter (where date > $1::date - 7), 0) as used7
  from (select farm_id, feed_type, date, quantity_kg as bought, 0::numeric as used from feed_purchases where date <= $1::date
    union all select f.farm_id, u.feed_type, u.date, 0, u.quantity_kg from feed_usages u
      join flocks f on f.id = u.flock_id where u.date <= $1::date) moves
  group by farm_id, feed_type),
feed_days as (
  select s.*, case when s.used7 > 0 then greatest(0, floor(s.stock / (s.used7 / 7.0) * 10) / 10) end as days_left
  from feed_stock s),
medicine_stock as (
  select m.farm_id, m.id, m.name, m.unit, m.quantity, coalesce(u.q, 0) as used, m.quantity - coalesce(u.q, 0) as remaining,
    m.expires_on, coalesce(m.expires_on < $1::date, false) as expired
  from medicines m left join (select medicine_id, sum(quantity) as q from medicine_uses where date <= $1::date
    group by medicine_id) u on u.medicine_id = m.id
  where m.date <= $1::date and m.quantity - coalesce(u.q, 0) > 0),
alert_flocks as (
  select a.id, a.name, a.breed, a.farm_id, a.farm_name, b.weigh_date, b.weight_g, b.weigh_age,
    ${targetWeightSql('a.breed', 'b.weigh_age')} as target_g,
    coalesce(round(d.deaths1 * 100.0 / nullif(b.placed - d.deaths0 - s.sold0, 0), 2), 0)::float8 as rate1,
    coalesce(round(d.deaths2 * 100.0 / nullif(b.placed - d.deaths01 - s.sold1, 0), 2), 0)::float8 as rate2
  from active a join basis b on b.id = a.id
  cross join lateral (select
      coalesce(sum(count) filter (where date = $1::date - 1), 0) as deaths1,
      coalesce(sum(count) filter (where date = $1::date), 0) as deaths2,
      coalesce(sum(count) filter (where date <= $1::date - 2), 0) as deaths0,
      coalesce(sum(count) filter (where date <= $1::date - 1), 0) as deaths01
    from deaths where flock_id = a.id) d
  cross join lateral (select
      coalesce(sum(birds) filter (where date <= $1::date - 2), 0) as sold0,
      coalesce(sum(birds) filter (where date <= $1::date - 1), 0) as sold1
    from sales where flock_id = a.id and item in ${BIRD_ITEMS_SQL}) s),
alerts as (
  select 0 as section, farm_name as farm_key, name as flock_key, 1 as kind_order, '' as item_key,
    'mortality:' || id as id, 'mortality' as kind, 'error' as severity, farm_id, farm_name, id as flock_id, name as flock_name,
    'Mortality ' || to_char(rate1, 'FM999990.00') || ' % and ' || to_char(rate2, 'FM999990.00')
      || ' % on the last two days (alert at ' || settings.mortality_alert || ' %)' as message
  from alert_flocks cross join settings
  where rate1 >= settings.mortality_alert and rate2 >= settings.mortality_alert
  union all
  select 0, farm_name, name, 2, '', 'weight:' || id, 'weight', 'warning', farm_id, farm_name, id, name,
    'Weighed ' || trim_scale(weight_g) || ' g on ' || weigh_date || ': ' || round(weight_g / target_g * 100)
      || ' % of the ' || breed || ' target ' || target_g || ' g'
  from alert_flocks cross join settings
  where target_g > 0 and weight_g < target_g * settings.weight_alert / 100
  union all
  select 1, fa.name, '', 1, d.feed_type, 'feed:' || fa.id || ':' || d.feed_type, 'feed',
    case when d.days_left < 1 then 'error' else 'warning' end, fa.id, fa.name, null, null,
    d.feed_type || ' feed lasts ' || trim_scale(d.days_left) || ' days (' || trim_scale(d.stock) || ' kg left)'
  from feed_days d join farms fa on fa.id = d.farm_id cross join settings
  where fa.id in (select farm_id from active) and d.days_left < settings.feed_alert_days
  union all
  select 1, fa.name, '', 2, coalesce(m.expires_on::text, '9999') || m.name, 'medicine:' || m.id, 'medicine-expiry',
    case when m.expired then 'error' else 'warning' end, fa.id, fa.name, null, null,
    m.name || ': ' || trim_scale(m.remaining) || ' ' || m.unit || case when m.expired then ' expired' else ' expire' end
      || ' on ' || m.expires_on
  from medicine_stock m join farms fa on fa.id = m.farm_id cross join settings
  where fa.id in (select farm_id from active) and m.expires_on <= $1::date + settings.expiry_alert_days),
month as (
  select (select coalesce(sum(total), 0) from sales where date >= m.first and date < m.next) as revenue,
    (select coalesce(sum(chicks_placed * chick_price), 0) from flocks where placed_on >= m.first and placed_on < m.next)
    + (select coalesce(sum(total), 0) from feed_purchases where date >= m.first and date < m.next)
    + (select coalesce(sum(total), 0) from medicines where date >= m.first and date < m.next)
    + (select coalesce(sum(total), 0) from diesel where date >= m.first and date < m.next)
    + (select coalesce(sum(total), 0) from wood where date >= m.first and date < m.next)
    + (select coalesce(sum(amount), 0) from mess where date >= m.first and date < m.next)
    + (select coalesce(sum(amount), 0) from misc_expenses where date >= m.first and date < m.next)
    + (select coalesce(sum(net), 0) from employee_salaries where period = to_char($1::date, 'YYYY-MM')) as costs
  from (select date_trunc('month', $1::date)::date as first,
    (date_trunc('month', $1::date) + interval '1 month')::date as next) m)
select json_build_object(
  'date', $1::date,
  'birdsAlive', (select coalesce(sum(f.alive_now), 0) from figures f join active a on a.id = f.id),
  'deathsToday', (select coalesce(sum(count), 0) from deaths where date = $1::date),
  'activeFlocks', coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'handle', a.handle,
      'farmName', a.farm_name, 'breed', a.breed, 'ageDays', f.as_of - f.placed_on, 'birdsAlive', f.alive_now,
      'mortalityPercent', f.mortality, 'fcr', round(f.fcr_raw::numeric, 3), 'epef', f.epef,
      'latestWeightG', f.weight_g::text) order by a.placed_on desc, a.id desc)
    from active a join figures f on f.id = a.id), '[]'),
  'stock', (select json_agg(json_build_object('farmId', fa.id, 'date', $1::date, 'farmName', fa.name,
      'feed', coalesce((select json_agg(json_build_object('feedType', d.feed_type, 'purchasedKg', d.purchased::text,
          'usedKg', d.used::text, 'stockKg', d.stock::text, 'usedLast7DaysKg', d.used7::text, 'daysLeft', d.days_left)
        order by d.feed_type) from feed_days d where d.farm_id = fa.id), '[]'),
      'medicines', coalesce((select json_agg(json_build_object('medicineId', m.id, 'name', m.name, 'unit', m.unit,
          'purchased', m.quantity::text, 'used', m.used::text, 'remaining', m.remaining::text,
          'expiresOn', m.expires_on, 'expired', m.expired) order by m.expires_on nulls last, m.name)
        from medicine_stock m where m.farm_id = fa.id), '[]')) order by fa.name) from farms fa),
  'alerts', coalesce((select json_agg(${alert(' order by section, farm_key, flock_key, kind_order, item_key')}) from alerts), '[]'),
  'month', (select json_build_object('period', to_char($1::date, 'YYYY-MM'), 'revenue', revenue::numeric(14, 2)::text,
      'costs', costs::numeric(14, 2)::text, 'profit', (revenue - costs)::numeric(14, 2)::text) from month),
  'closedFlocks', coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'closedOn', c.closed_on,
      'fcr', round(f.fcr_raw::numeric, 3), 'epef', f.epef, 'mortalityPercent', f.mortality,
      'profitPerBird', case when f.sold > 0 then round(m.profit / f.sold, 2)::text end)
      order by c.placed_on desc, c.id desc)
    from closed c join figures f on f.id = c.id join money_totals m on m.id = c.id), '[]')
)::text as body`;
