import { todayIso } from '@flockbook/contracts';
import type { Flock, FlockSummary } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { readAppSettings } from '../settings/settings.service.ts';

/**
 * Every figure of a flock, from its records (farm-domain "Figures"). Quantities are summed
 * in SQL; ratios are rounded for display at the end.
 */

/** Birds alive in flock `flockId` at the end of day `day` (SQL expressions). */
function aliveOnSql(flockId: SQL, day: SQL): SQL {
  return sql`((select f.chicks_placed + f.free_chicks from flocks f where f.id = ${flockId})
    - coalesce((select sum(d.count) from deaths d where d.flock_id = ${flockId} and d.date <= ${day}), 0)
    - coalesce((select sum(s.birds) from sales s where s.flock_id = ${flockId}
        and s.item in ('live birds', 'culls') and s.date <= ${day}), 0))`;
}

/** The days a flock has lived, placement day included, up to (not including) `end`. */
function lifeDaysSql(placedOn: string, end: string): SQL {
  return sql`generate_series(${placedOn}::date, ${end}::date - 1, interval '1 day')`;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const ratio = (top: number, bottom: number) => (bottom > 0 ? top / bottom : null);

export async function flockSummary(
  db: Database,
  flock: Flock,
  withMoney: boolean,
): Promise<FlockSummary> {
  const settings = await readAppSettings(db);
  const end = flock.closedOn ?? todayIso();
  const id = sql`${flock.id}::uuid`;
  const { figures } = flock;
  const latest = figures.latestWeighing;
  const soldOut = figures.birdsAlive === 0 && figures.birdsSold > 0;
  // FCR rests on the latest weighing (feed and sales up to that day) or, once the flock is
  // sold out, on everything sold.
  const fcrDay = soldOut || !latest ? end : latest.date;

  const [totals] = await queryRows<{
    birdDays: string;
    feedUsedKg: string;
    kgSold: string;
    saleAge: string | null;
    eggs: string;
    henDays: string;
    deaths: number;
    weighings: number;
    feedUsages: number;
    sales: number;
    eggCollections: number;
    fcrFeedKg: string;
    fcrKgSold: string;
    fcrAlive: number;
  }>(
    db,
    sql`select
      (select coalesce(sum(${aliveOnSql(id, sql`day::date`)}), 0) from ${lifeDaysSql(flock.placedOn, end)} day)::text as "birdDays",
      (select coalesce(sum(quantity_kg), 0) from feed_usages where flock_id = ${id}
        and date between ${flock.placedOn} and ${end})::text as "feedUsedKg",
      (select coalesce(sum(weight_kg), 0) from sales where flock_id = ${id} and item in ('live birds', 'culls'))::text as "kgSold",
      (select (sum(birds * (date - ${flock.placedOn}::date))::numeric / nullif(sum(birds), 0))::text from sales
        where flock_id = ${id} and item in ('live birds', 'culls')) as "saleAge",
      (select coalesce(sum(eggs), 0) from egg_collections where flock_id = ${id})::text as eggs,
      (select coalesce(sum(${aliveOnSql(id, sql`e.date`)}), 0) from egg_collections e where e.flock_id = ${id})::text as "henDays",
      (select count(*) from deaths where flock_id = ${id})::int as deaths,
      (select count(*) from weighings where flock_id = ${id})::int as weighings,
      (select count(*) from feed_usages where flock_id = ${id})::int as "feedUsages",
      (select count(*) from sales where flock_id = ${id})::int as sales,
      (select count(*) from egg_collections where flock_id = ${id})::int as "eggCollections",
      (select coalesce(sum(quantity_kg), 0) from feed_usages where flock_id = ${id}
        and date between ${flock.placedOn} and ${fcrDay})::text as "fcrFeedKg",
      (select coalesce(sum(weight_kg), 0) from sales where flock_id = ${id}
        and item in ('live birds', 'culls') and date <= ${fcrDay})::text as "fcrKgSold",
      ${aliveOnSql(id, sql`${fcrDay}::date`)}::int as "fcrAlive"`,
  );
  if (!totals) throw new Error('flock summary query answered nothing');

  const chickWeightG = settings.chickWeightKg * 1000;
  const birdDays = Number(totals.birdDays);
  const feedUsedKg = Number(totals.feedUsedKg);
  const kgSold = Number(totals.kgSold);
  const latestKg = latest ? Number(latest.averageWeightG) / 1000 : null;
  const isLayer = flock.type !== 'broiler';
  // Live weight produced: what left as sales, what is alive, less what arrived as chicks.
  const liveKg =
    !isLayer && (soldOut || latestKg !== null)
      ? Number(totals.fcrKgSold) +
        (soldOut ? 0 : totals.fcrAlive * (latestKg ?? 0)) -
        figures.birdsPlaced * settings.chickWeightKg
      : null;
  const fcrFeedKg = Number(totals.fcrFeedKg);
  const fcr = liveKg !== null && liveKg > 0 && fcrFeedKg > 0 ? fcrFeedKg / liveKg : null;
  const livability = 100 - figures.mortalityPercent;
  // EPEF on the latest weighing, or on the sales once the flock is sold out.
  const epefWeightKg = soldOut ? kgSold / figures.birdsSold : latestKg;
  const epefAge = soldOut ? Number(totals.saleAge) : (latest?.ageDays ?? null);
  const epef =
    fcr !== null && epefWeightKg !== null && epefAge
      ? ((livability * epefWeightKg) / (epefAge * fcr)) * 100
      : null;

  return {
    flockId: flock.id,
    type: flock.type,
    status: flock.status,
    asOf: end,
    ageDays: figures.ageDays,
    birdsPlaced: figures.birdsPlaced,
    deaths: figures.deaths,
    birdsSold: figures.birdsSold,
    birdsAlive: figures.birdsAlive,
    mortalityPercent: figures.mortalityPercent,
    livabilityPercent: round(livability, 2),
    birdDays,
    feedUsedKg: feedUsedKg.toFixed(3),
    feedPerBirdDayG: birdDays > 0 ? round((feedUsedKg * 1000) / birdDays, 1) : null,
    latestWeighing: latest
      ? {
          ...latest,
          adgG:
            latest.ageDays > 0
              ? round((Number(latest.averageWeightG) - chickWeightG) / latest.ageDays, 1)
              : null,
        }
      : null,
    kgSold: kgSold.toFixed(3),
    liveKgProduced: liveKg === null ? null : liveKg.toFixed(3),
    fcr: fcr === null ? null : round(fcr, 3),
    epef: epef === null ? null : Math.round(epef),
    henDayPercent: isLayer
      ? round((ratio(Number(totals.eggs), Number(totals.henDays)) ?? 0) * 100, 1)
      : null,
    fcrBasis: fcr === null ? null : { date: fcrDay, soldOut },
    withdrawalMeatUntil: figures.withdrawalMeatUntil,
    withdrawalEggsUntil: figures.withdrawalEggsUntil,
    basis: {
      deaths: totals.deaths,
      weighings: totals.weighings,
      feedUsages: totals.feedUsages,
      sales: totals.sales,
      eggCollections: totals.eggCollections,
    },
    money: withMoney ? await flockMoney(db, flock, end, kgSold) : null,
  };
}

/** Costs, revenue and profit of a flock (see farm-domain "Costs of a flock"). */
async function flockMoney(db: Database, flock: Flock, end: string, kgSold: number) {
  const id = sql`${flock.id}::uuid`;
  const farmId = sql`${flock.farmId}::uuid`;
  // Each farm-level cost of a day is shared among the farm's flocks alive that day, by birds.
  const farmFlocksAliveOn = (
    day: SQL,
  ) => sql`(select coalesce(sum(${aliveOnSql(sql`o.id`, day)}), 0)
    from flocks o where o.farm_id = ${farmId} and o.placed_on <= ${day} and coalesce(o.closed_on, current_date) > ${day})`;
  const farmCostOn = (day: SQL) => sql`(
    coalesce((select sum(total) from diesel where farm_id = ${farmId} and flock_id is null and date = ${day}), 0)
    + coalesce((select sum(total) from wood where farm_id = ${farmId} and flock_id is null and date = ${day}), 0)
    + coalesce((select sum(amount) from misc_expenses where farm_id = ${farmId} and flock_id is null and date = ${day}), 0)
    + coalesce((select sum(amount) from mess where farm_id = ${farmId} and date = ${day}), 0)
    + coalesce((select sum(s.net / extract(day from (date_trunc('month', ${day}) + interval '1 month - 1 day')))
        from employee_salaries s join employees e on e.id = s.employee_id
        where e.farm_id = ${farmId} and s.period = to_char(${day}, 'YYYY-MM')), 0))`;

  const [money] = await queryRows<Record<string, string>>(
    db,
    sql`select
      (select round(f.chicks_placed * f.chick_price, 2) from flocks f where f.id = ${id})::text as chicks,
      (select coalesce(round(sum(u.quantity_kg * price.per_kg), 2), 0)::numeric(14, 2) from feed_usages u
        cross join lateral (select sum(p.total) / nullif(sum(p.quantity_kg), 0) as per_kg from feed_purchases p
          where p.farm_id = ${farmId} and p.feed_type = u.feed_type) price
        where u.flock_id = ${id})::text as feed,
      (select coalesce(round(sum(mu.quantity * m.unit_price), 2), 0)::numeric(14, 2) from medicine_uses mu
        join medicines m on m.id = mu.medicine_id where mu.flock_id = ${id})::text as medicine,
      (coalesce((select sum(total) from diesel where flock_id = ${id}), 0)
        + coalesce((select sum(total) from wood where flock_id = ${id}), 0)
        + coalesce((select sum(amount) from misc_expenses where flock_id = ${id}), 0))::numeric(14, 2)::text as direct,
      (select coalesce(round(sum(${farmCostOn(sql`day::date`)} * ${aliveOnSql(id, sql`day::date`)}
          / nullif(${farmFlocksAliveOn(sql`day::date`)}, 0)), 2), 0)
        from ${lifeDaysSql(flock.placedOn, end)} day)::numeric(14, 2)::text as allocated,
      (select coalesce(sum(total), 0) from sales where flock_id = ${id})::numeric(14, 2)::text as revenue`,
  );
  const parts = ['chicks', 'feed', 'medicine', 'direct', 'allocated'] as const;
  // Money is added in cents so no floating-point error reaches the totals.
  const cents = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);
  const totalCents = parts.reduce((sum, part) => sum + cents(money?.[part]), 0);
  const revenueCents = cents(money?.revenue);
  const text = (value: number) => (value / 100).toFixed(2);
  return {
    chicks: money?.chicks ?? '0.00',
    feed: money?.feed ?? '0.00',
    medicine: money?.medicine ?? '0.00',
    direct: money?.direct ?? '0.00',
    allocated: money?.allocated ?? '0.00',
    totalCost: text(totalCents),
    revenue: text(revenueCents),
    profit: text(revenueCents - totalCents),
    costPerBirdSold:
      flock.figures.birdsSold > 0 ? text(totalCents / flock.figures.birdsSold) : null,
    costPerKgSold: kgSold > 0 ? text(totalCents / kgSold) : null,
  };
}
