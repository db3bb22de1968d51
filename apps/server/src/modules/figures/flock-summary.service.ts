import { todayIso } from '@flockbook/contracts';
import type { Flock, FlockSummary } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { cents, centsText, flockDaysSql, moneySumsSql, totalCostCents } from './flock-day-sql.ts';
import type { MoneySums } from './flock-day-sql.ts';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const ratio = (top: number, bottom: number) => (bottom > 0 ? top / bottom : null);

/**
 * Every figure of a flock, from its records (farm-domain "Figures"): sums over its days
 * (`flockDaysSql`), in SQL; ratios are rounded for display at the end.
 */
export async function flockSummary(
  db: Database,
  flock: Flock,
  withMoney: boolean,
): Promise<FlockSummary> {
  const settings = await readAppSettings(db);
  const today = todayIso();
  const end = flock.closedOn ?? today;
  const id = sql`${flock.id}::uuid`;
  const { figures } = flock;
  const latest = figures.latestWeighing;
  const soldOut = figures.birdsAlive === 0 && figures.birdsSold > 0;
  // FCR rests on the latest weighing (feed and sales up to that day) or, once the flock is
  // sold out, on everything sold.
  const fcrDay = soldOut || !latest ? end : latest.date;

  const life = { id: flock.id, farmId: flock.farmId, placedOn: flock.placedOn, asOf: end, today };
  const [totals] = await queryRows<
    MoneySums & {
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
    }
  >(
    db,
    sql`select
      coalesce(sum(d.alive_end) filter (where d.active), 0)::text as "birdDays",
      coalesce(sum(d.feed_kg), 0)::text as "feedUsedKg",
      coalesce(sum(d.sold_kg), 0)::text as "kgSold",
      (sum(d.sold_birds * d.age)::numeric / nullif(sum(d.sold_birds), 0))::text as "saleAge",
      coalesce(sum(d.eggs), 0)::text as eggs,
      coalesce(sum(d.alive_end) filter (where d.egg_collections > 0), 0)::text as "henDays",
      coalesce(sum(d.feed_kg) filter (where d.day <= ${fcrDay}::date), 0)::text as "fcrFeedKg",
      coalesce(sum(d.sold_kg) filter (where d.day <= ${fcrDay}::date), 0)::text as "fcrKgSold",
      coalesce(max(d.alive_end) filter (where d.day = ${fcrDay}::date), 0)::int as "fcrAlive",
      ${moneySumsSql()},
      (select count(*) from deaths where flock_id = ${id})::int as deaths,
      (select count(*) from weighings where flock_id = ${id})::int as weighings,
      (select count(*) from feed_usages where flock_id = ${id})::int as "feedUsages",
      (select count(*) from sales where flock_id = ${id})::int as sales,
      (select count(*) from egg_collections where flock_id = ${id})::int as "eggCollections"
    from (${flockDaysSql(life)}) d`,
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
    money: withMoney ? flockMoney(totals, flock.figures.birdsSold, kgSold) : null,
  };
}

/** Costs, revenue and profit of a flock (see farm-domain "Costs of a flock"). */
function flockMoney(
  money: MoneySums,
  birdsSold: number,
  kgSold: number,
): NonNullable<FlockSummary['money']> {
  const totalCents = totalCostCents(money);
  const revenueCents = cents(money.revenue);
  return {
    chicks: money.chicks,
    feed: money.feed,
    medicine: money.medicine,
    direct: money.direct,
    allocated: money.allocated,
    totalCost: centsText(totalCents),
    revenue: centsText(revenueCents),
    profit: centsText(revenueCents - totalCents),
    costPerBirdSold: birdsSold > 0 ? centsText(totalCents / birdsSold) : null,
    costPerKgSold: kgSold > 0 ? centsText(totalCents / kgSold) : null,
  };
}
