import { flockFiguresCtes, flockMoneyCtes, settingsCte } from './figures-sql.ts';

/**
 * The floor of GET /api/flocks/:id/summary: every figure of one flock, money included (as for
 * an admin), in one query answering the response body. `$1` today, `$2` the flock id.
 */
export const summarySql = `with ${settingsCte},
targets as (
  select f.id, f.farm_id, f.type, f.status, f.placed_on, coalesce(f.closed_on, $1::date) as as_of,
    f.chicks_placed + f.free_chicks as placed, f.chicks_placed, f.chick_price
  from flocks f where f.id = $2::uuid),
money_targets as (select id from targets),
${flockFiguresCtes},
${flockMoneyCtes},
life as (
  select coalesce(sum(a.alive) filter (where a.active), 0) as bird_days,
    coalesce(sum(a.alive) filter (where a.day in (select date from egg_collections where flock_id = $2::uuid)), 0) as hen_days
  from targets t join farm_alive a on a.flock_id = t.id and a.day between t.placed_on and t.as_of),
laid as (
  select coalesce(sum(e.eggs), 0) as eggs from targets t
  join egg_collections e on e.flock_id = t.id and e.date between t.placed_on and t.as_of),
withdrawal as (
  select max(mu.date + m.withdrawal_days_meat) filter (where m.withdrawal_days_meat > 0) as meat,
    max(mu.date + m.withdrawal_days_eggs) filter (where m.withdrawal_days_eggs > 0) as eggs
  from medicine_uses mu join medicines m on m.id = mu.medicine_id where mu.flock_id = $2::uuid)
select json_build_object(
  'flockId', f.id, 'type', f.type, 'status', f.status, 'asOf', f.as_of, 'ageDays', f.as_of - f.placed_on,
  'birdsPlaced', f.placed, 'deaths', f.deaths, 'birdsSold', f.sold, 'birdsAlive', f.alive_now,
  'mortalityPercent', f.mortality, 'livabilityPercent', round(f.livability::numeric, 2),
  'birdDays', l.bird_days, 'feedUsedKg', f.feed_kg::numeric(14, 3)::text,
  'feedPerBirdDayG', case when l.bird_days > 0 then round(f.feed_kg * 1000 / l.bird_days, 1) end,
  'latestWeighing', case when f.weigh_date is not null then json_build_object('date', f.weigh_date,
    'averageWeightG', f.weight_g::text, 'ageDays', f.weigh_age, 'adgG', case when f.weigh_age > 0
      then round((f.weight_g - settings.chick_kg::numeric * 1000) / f.weigh_age, 1) end) end,
  'kgSold', f.kg_sold::numeric(14, 3)::text, 'liveKgProduced', round(f.live_kg::numeric, 3)::text,
  'fcr', round(f.fcr_raw::numeric, 3),
  'fcrBasis', case when f.fcr_raw is not null then json_build_object('date', f.fcr_day, 'soldOut', f.sold_out) end,
  'epef', f.epef,
  'henDayPercent', case when f.type <> 'broiler' then round(coalesce(laid.eggs / nullif(l.hen_days, 0), 0) * 100, 1) end,
  'withdrawalMeatUntil', withdrawal.meat, 'withdrawalEggsUntil', withdrawal.eggs,
  'basis', json_build_object(
    'deaths', (select count(*) from deaths where flock_id = f.id),
    'weighings', (select count(*) from weighings where flock_id = f.id),
    'feedUsages', (select count(*) from feed_usages where flock_id = f.id),
    'sales', (select count(*) from sales where flock_id = f.id),
    'eggCollections', (select count(*) from egg_collections where flock_id = f.id)),
  'money', json_build_object('chicks', m.chicks::text, 'feed', m.feed::text, 'medicine', m.medicine::text,
    'direct', m.direct::text, 'allocated', m.allocated::text, 'totalCost', m.total_cost::text,
    'revenue', m.revenue::text, 'profit', m.profit::text,
    'costPerBirdSold', case when f.sold > 0 then round(m.total_cost / f.sold, 2)::text end,
    'costPerKgSold', case when f.kg_sold > 0 then round(m.total_cost / f.kg_sold, 2)::text end)
)::text as body
from figures f cross join settings cross join life l cross join laid cross join withdrawal
join money_totals m on m.id = f.id`;
