import type { Flock } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { flockDaysSql, moneySumsSql } from './flock-day-sql.ts';
import type { MoneySums } from './flock-day-sql.ts';

/** What a flock's summary adds up over its days, and how many records of each kind it has. */
export type FlockTotals = MoneySums & {
  birdDays: string;
  feedUsedKg: string;
  kgSold: string;
  saleAge: string | null;
  eggs: string;
  henDays: string;
  fcrFeedKg: string;
  fcrKgSold: string;
  fcrAlive: number;
  deaths: number;
  weighings: number;
  feedUsages: number;
  sales: number;
  eggCollections: number;
};

/** A flock to add up: its last day, and the day its FCR rests on. */
export type TotalsTarget = { flock: Flock; asOf: string; fcrDay: string };

/** The sums of a flock without days (placed after its last day): what an empty sum gives. */
const NO_DAYS: Omit<
  FlockTotals,
  'deaths' | 'weighings' | 'feedUsages' | 'sales' | 'eggCollections'
> = {
  birdDays: '0',
  feedUsedKg: '0',
  kgSold: '0',
  saleAge: null,
  eggs: '0',
  henDays: '0',
  fcrFeedKg: '0',
  fcrKgSold: '0',
  fcrAlive: 0,
  chicks: '0.00',
  feed: '0.00',
  medicine: '0.00',
  direct: '0.00',
  allocated: '0.00',
  revenue: '0.00',
};

/**
 * The totals of any number of flocks in one query: their days (`flockDaysSql`) grouped by
 * flock, and each kind of record counted in one grouped pass. Without money its parts are 0.
 */
export async function flockTotals(
  db: Database,
  targets: TotalsTarget[],
  now: Date,
  withMoney = true,
): Promise<Map<string, FlockTotals>> {
  if (targets.length === 0) return new Map();
  const lives = targets.map(({ flock, asOf }) => ({
    id: flock.id,
    farmId: flock.farmId,
    placedOn: flock.placedOn,
    asOf,
  }));
  const fcrDays = sql.join(
    targets.map(({ flock, fcrDay }) => sql`(${flock.id}::uuid, ${fcrDay}::date)`),
    sql`, `,
  );
  const ids = sql`(select id from t)`;
  const counted = (table: string) =>
    sql`(select flock_id, count(*)::int as n from ${sql.raw(table)} where flock_id in ${ids}
      group by flock_id)`;
  const rows = await queryRows<FlockTotals & { id: string; flock_id: string | null }>(
    db,
    sql`with t(id, fcr_day) as (values ${fcrDays}),
    sums as (select d.flock_id,
      coalesce(sum(d.alive_end) filter (where d.active), 0)::text as "birdDays",
      coalesce(sum(d.feed_kg), 0)::text as "feedUsedKg",
      coalesce(sum(d.sold_kg), 0)::text as "kgSold",
      (sum(d.sold_birds * d.age)::numeric / nullif(sum(d.sold_birds), 0))::text as "saleAge",
      coalesce(sum(d.eggs), 0)::text as eggs,
      coalesce(sum(d.alive_end) filter (where d.egg_collections > 0), 0)::text as "henDays",
      coalesce(sum(d.feed_kg) filter (where d.day <= t.fcr_day), 0)::text as "fcrFeedKg",
      coalesce(sum(d.sold_kg) filter (where d.day <= t.fcr_day), 0)::text as "fcrKgSold",
      coalesce(max(d.alive_end) filter (where d.day = t.fcr_day), 0)::int as "fcrAlive",
      ${moneySumsSql()}
      from (${flockDaysSql(lives, now, withMoney)}) d join t on t.id = d.flock_id
      group by d.flock_id)
    select t.id, sums.*,
      coalesce(de.n, 0) as deaths, coalesce(we.n, 0) as weighings,
      coalesce(fu.n, 0) as "feedUsages", coalesce(sa.n, 0) as sales,
      coalesce(ec.n, 0) as "eggCollections"
    from t left join sums on sums.flock_id = t.id
    left join ${counted('deaths')} de on de.flock_id = t.id
    left join ${counted('weighings')} we on we.flock_id = t.id
    left join ${counted('feed_usages')} fu on fu.flock_id = t.id
    left join ${counted('sales')} sa on sa.flock_id = t.id
    left join ${counted('egg_collections')} ec on ec.flock_id = t.id`,
  );
  return new Map(
    rows.map(({ id, flock_id: withDays, ...totals }) => [
      id,
      withDays === null ? { ...totals, ...NO_DAYS } : totals,
    ]),
  );
}
