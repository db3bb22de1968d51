/**
 * Hand-written SQL for the floors: the flock figures (farm-domain "Figures") over a CTE
 * `targets(id, farm_id, type, placed_on, as_of, placed, chicks_placed, chick_price)`, written
 * once here and used by the summary and dashboard floors. `$1` is today.
 */

export const BIRD_ITEMS_SQL = `('live birds', 'culls')`;

/** The installation's chick weight (kg) and alert thresholds, saved or default. */
export const settingsCte = `settings as (
  select coalesce((s.value ->> 'chickWeightKg')::float8, 0.042) as chick_kg,
    coalesce((s.value ->> 'mortalityAlertPercent')::float8, 0.5) as mortality_alert,
    coalesce((s.value ->> 'feedAlertDays')::float8, 3) as feed_alert_days,
    coalesce((s.value ->> 'medicineExpiryAlertDays')::int, 30) as expiry_alert_days,
    coalesce((s.value ->> 'weightAlertPercent')::float8, 90) as weight_alert
  from (select 1) one left join app_meta s on s.key = 'settings')`;

/**
 * Per target: birds, mortality, the latest weighing, and the feed, sales and birds alive FCR
 * and EPEF rest on (the latest weighing's day, or everything once sold out). Ends in `figures`.
 */
export const flockFiguresCtes = `
basis as (
  select t.*, d.deaths, s.sold, t.placed - d.deaths - s.sold as alive_now,
    coalesce(round(d.deaths * 100.0 / nullif(t.placed, 0), 2), 0)::float8 as mortality,
    w.date as weigh_date, w.average_weight_g as weight_g, w.date - t.placed_on as weigh_age,
    (t.placed - d.deaths - s.sold = 0 and s.sold > 0) as sold_out
  from targets t
  cross join lateral (select coalesce(sum(count), 0)::int as deaths from deaths where flock_id = t.id) d
  cross join lateral (select coalesce(sum(birds), 0)::int as sold from sales
    where flock_id = t.id and item in ${BIRD_ITEMS_SQL}) s
  left join lateral (select date, average_weight_g from weighings where flock_id = t.id
    order by date desc, created_at desc limit 1) w on true),
fcr_basis as (
  select b.*, case when b.sold_out or b.weigh_date is null then b.as_of else b.weigh_date end as fcr_day
  from basis b),
sums as (
  select b.*, f.feed_kg, f.fcr_feed_kg, s.kg_sold, s.fcr_kg_sold, s.sale_age,
    b.placed - gd.deaths - gs.sold as fcr_alive
  from fcr_basis b
  cross join lateral (select coalesce(sum(quantity_kg), 0) as feed_kg,
      coalesce(sum(quantity_kg) filter (where date <= b.fcr_day), 0) as fcr_feed_kg
    from feed_usages where flock_id = b.id and date between b.placed_on and b.as_of) f
  cross join lateral (select coalesce(sum(weight_kg), 0) as kg_sold,
      coalesce(sum(weight_kg) filter (where date <= b.fcr_day), 0) as fcr_kg_sold,
      sum(birds * (date - b.placed_on))::numeric / nullif(sum(birds), 0) as sale_age
    from sales where flock_id = b.id and item in ${BIRD_ITEMS_SQL} and date between b.placed_on and b.as_of) s
  cross join lateral (select coalesce(sum(count), 0) as deaths from deaths
    where flock_id = b.id and date <= b.fcr_day) gd
  cross join lateral (select coalesce(sum(birds), 0) as sold from sales
    where flock_id = b.id and item in ${BIRD_ITEMS_SQL} and date <= b.fcr_day) gs),
live as (
  select s.*, case when s.type = 'broiler' and (s.sold_out or s.weight_g is not null)
      then (s.fcr_kg_sold + case when s.sold_out then 0 else s.fcr_alive * s.weight_g / 1000.0 end
        - s.placed * settings.chick_kg::numeric)::float8 end as live_kg
  from sums s cross join settings),
fcr as (
  select l.*, case when l.live_kg > 0 and l.fcr_feed_kg > 0 then l.fcr_feed_kg::float8 / l.live_kg end as fcr_raw,
    case when l.sold_out then l.kg_sold::float8 / l.sold else l.weight_g::float8 / 1000 end as epef_kg,
    case when l.sold_out then l.sale_age::float8 else l.weigh_age end as epef_age
  from live l),
figures as (
  select f.*, 100 - f.mortality as livability,
    case when f.fcr_raw is not null and f.epef_kg is not null and f.epef_age <> 0
      then round(((100 - f.mortality) * f.epef_kg / (f.epef_age * f.fcr_raw) * 100)::numeric) end as epef
  from fcr f)`;

/**
 * Per target with money: chicks, feed at the farm's weighted average price of the type,
 * medicine at the lot's price, direct costs, its share by birds alive of each day's farm
 * costs, and revenue. Ends in `money`; needs `targets` and `money_targets` (ids).
 */
export const flockMoneyCtes = `
farm_window as (
  select farm_id, min(placed_on) as w_from, max(as_of) as w_to from targets
  where id in (select id from money_targets) group by farm_id),
farm_flocks as (
  select o.id, o.farm_id, o.placed_on, o.chicks_placed + o.free_chicks as placed,
    coalesce(o.closed_on, $1::date) as active_until, w.w_to
  from flocks o join farm_window w on w.farm_id = o.farm_id
  where o.placed_on <= w.w_to and coalesce(o.closed_on, $1::date) > w.w_from),
farm_gone as (
  select o.id as flock_id, greatest(e.date, o.placed_on) as day, sum(e.birds) as birds
  from farm_flocks o cross join lateral (select date, count as birds from deaths where flock_id = o.id
    union all select date, birds from sales where flock_id = o.id and item in ${BIRD_ITEMS_SQL}) e
  group by 1, 2),
farm_alive as (
  select o.id as flock_id, o.farm_id, d::date as day, d::date < o.active_until as active,
    o.placed - sum(coalesce(g.birds, 0)) over (partition by o.id order by d) as alive
  from farm_flocks o cross join lateral generate_series(o.placed_on, o.w_to, interval '1 day') d
  left join farm_gone g on g.flock_id = o.id and g.day = d::date),
farm_birds as (
  select farm_id, day, sum(alive) as birds from farm_alive where active group by farm_id, day),
farm_cost as (
  select c.farm_id, c.day, sum(c.amount) as amount from (
    select x.farm_id, x.date as day, x.total as amount from diesel x
      join farm_window w on w.farm_id = x.farm_id and x.date between w.w_from and w.w_to where x.flock_id is null
    union all select x.farm_id, x.date, x.total from wood x
      join farm_window w on w.farm_id = x.farm_id and x.date between w.w_from and w.w_to where x.flock_id is null
    union all select x.farm_id, x.date, x.amount from misc_expenses x
      join farm_window w on w.farm_id = x.farm_id and x.date between w.w_from and w.w_to where x.flock_id is null
    union all select x.farm_id, x.date, x.amount from mess x
      join farm_window w on w.farm_id = x.farm_id and x.date between w.w_from and w.w_to
    union all select e.farm_id, d::date, s.net / extract(day from date_trunc('month', d) + interval '1 month - 1 day')
      from employee_salaries s join employees e on e.id = s.employee_id
      join farm_window w on w.farm_id = e.farm_id
        and s.period between to_char(w.w_from, 'YYYY-MM') and to_char(w.w_to, 'YYYY-MM')
      cross join generate_series(to_date(s.period, 'YYYY-MM'),
        to_date(s.period, 'YYYY-MM') + interval '1 month - 1 day', interval '1 day') d
  ) c group by c.farm_id, c.day),
allocated as (
  select t.id, coalesce(sum(fc.amount * a.alive / nullif(fb.birds, 0)), 0) as amount
  from targets t join money_targets m on m.id = t.id
  join farm_alive a on a.flock_id = t.id and a.day between t.placed_on and t.as_of and a.active
  left join farm_birds fb on fb.farm_id = t.farm_id and fb.day = a.day
  left join farm_cost fc on fc.farm_id = t.farm_id and fc.day = a.day
  group by t.id),
feed_price as (
  select p.farm_id, p.feed_type, sum(p.total) / nullif(sum(p.quantity_kg), 0) as per_kg
  from feed_purchases p where p.farm_id in (select farm_id from farm_window) group by p.farm_id, p.feed_type),
money as materialized (
  select t.id, round(t.chicks_placed * t.chick_price, 2) as chicks,
    round(coalesce((select sum(u.quantity_kg * p.per_kg) from feed_usages u
      left join feed_price p on p.farm_id = t.farm_id and p.feed_type = u.feed_type
      where u.flock_id = t.id and u.date between t.placed_on and t.as_of), 0), 2) as feed,
    round(coalesce((select sum(mu.quantity * m.unit_price) from medicine_uses mu
      join medicines m on m.id = mu.medicine_id
      where mu.flock_id = t.id and mu.date between t.placed_on and t.as_of), 0), 2) as medicine,
    round(coalesce((select sum(amount) from (
      select total as amount from diesel where farm_id = t.farm_id and flock_id = t.id and date between t.placed_on and t.as_of
      union all select total from wood where farm_id = t.farm_id and flock_id = t.id and date between t.placed_on and t.as_of
      union all select amount from misc_expenses where farm_id = t.farm_id and flock_id = t.id
        and date between t.placed_on and t.as_of) c), 0), 2) as direct,
    round(coalesce(al.amount, 0), 2) as allocated,
    round(coalesce((select sum(total) from sales where flock_id = t.id
      and date between t.placed_on and t.as_of), 0), 2) as revenue
  from targets t join money_targets mt on mt.id = t.id left join allocated al on al.id = t.id),
money_totals as (
  select m.*, m.chicks + m.feed + m.medicine + m.direct + m.allocated as total_cost,
    m.revenue - (m.chicks + m.feed + m.medicine + m.direct + m.allocated) as profit
  from money m)`;
