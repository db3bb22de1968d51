import type { Stock } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { todayOnFarm } from '../../lib/farm-time.ts';
import { queryRows } from '../../lib/query-rows.ts';

/**
 * The one definition of stock: purchases less use, from the records, never a stored counter.
 * Feed is counted per farm and feed type in kilograms; medicine per purchase (batch).
 */

/** Feed movements of one farm and type: purchases in, usage by that farm's flocks out. */
function feedEvents(farmId: string, feedType: string): SQL {
  return sql`select p.date, p.quantity_kg as delta from feed_purchases p
      where p.farm_id = ${farmId} and p.feed_type = ${feedType}
    union all
    select u.date, -u.quantity_kg from ${farmFeedUsages(farmId)} and u.feed_type = ${feedType}`;
}

/**
 * The feed usage rows (`u`) of a farm's flocks, read flock by flock from the (flock, date)
 * index; it ends in a `where`, so further conditions start with `and`. `offset 0` keeps the planner from turning this into a scan of every farm's usage,
 * which it otherwise prefers and which is several times slower on a large history.
 */
function farmFeedUsages(farmId: string): SQL {
  return sql`flocks f cross join lateral (select feed_type, date, quantity_kg from feed_usages
      where flock_id = f.id offset 0) u where f.farm_id = ${farmId}`;
}

/** The lowest running balance of a farm's feed type, and the first day it is reached. */
export async function lowestFeedBalance(
  db: Database,
  farmId: string,
  feedType: string,
): Promise<{ date: string; balanceKg: string } | undefined> {
  const rows = await queryRows<{ date: string; balanceKg: string }>(
    db,
    sql`with daily as (select date, sum(delta) as delta from (${feedEvents(farmId, feedType)}) e group by date),
      running as (select date, sum(delta) over (order by date) as balance from daily)
      select date::text as "date", balance::text as "balanceKg" from running
      order by balance asc, date asc limit 1`,
  );
  return rows[0];
}

/** Feed of a farm's type in stock at the end of a day. */
export async function feedBalanceOn(
  db: Database,
  farmId: string,
  feedType: string,
  date: string,
): Promise<string> {
  const rows = await queryRows<{ balance: string }>(
    db,
    sql`select coalesce(sum(delta), 0)::text as balance from (${feedEvents(farmId, feedType)}) e
      where e.date <= ${date}`,
  );
  return rows[0]?.balance ?? '0';
}

/** Quantity of one medicine purchase used so far (all uses, any flock). */
export function medicineUsedSql(medicineId: SQL): SQL<string> {
  return sql<string>`(select coalesce(sum(mu.quantity), 0)::numeric(30, 3) from medicine_uses mu where mu.medicine_id = ${medicineId})`;
}

/**
 * Stock of a farm at the end of a day (unless given, the farm's today): feed by type with days
 * left, medicine by batch.
 */
export async function farmStock(db: Database, farmId: string, date?: string): Promise<Stock> {
  date ??= await todayOnFarm(db, farmId);
  const stock = await farmsStock(db, [farmId], date);
  return stock.get(farmId.toLowerCase()) ?? { farmId, date, feed: [], medicines: [] };
}

/**
 * Stock of several farms at the end of a day, in one query for feed and one for medicine.
 * One farm's feed usage is read flock by flock from the (flock, date) index; for several,
 * one pass over the table is cheaper than an index walk per flock.
 */
export async function farmsStock(
  db: Database,
  farmIds: string[],
  date: string,
): Promise<Map<string, Stock>> {
  // Keyed by the id as the database spells it (lower case).
  const stock = new Map<string, Stock>(
    farmIds.map((farmId) => [farmId.toLowerCase(), { farmId, date, feed: [], medicines: [] }]),
  );
  if (farmIds.length === 0) return stock;
  const [only] = farmIds;
  const ids = sql`(${sql.join(
    farmIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  // Each farm's usage by type: one farm's flock by flock from the index; several farms' summed
  // by flock first in one pass over the table, then by farm (a join of a few thousand rows).
  const usages =
    farmIds.length === 1 && only
      ? sql`select f.farm_id, u.feed_type, sum(u.quantity_kg) as used,
          coalesce(sum(u.quantity_kg) filter (where u.date > ${date}::date - 7), 0) as used7
        from ${farmFeedUsages(only)} and u.date <= ${date} group by f.farm_id, u.feed_type`
      : sql`select f.farm_id, u.feed_type, sum(u.used) as used, sum(u.used7) as used7
        from (select flock_id, feed_type, sum(quantity_kg) as used,
            coalesce(sum(quantity_kg) filter (where date > ${date}::date - 7), 0) as used7
          from feed_usages where date <= ${date} group by flock_id, feed_type) u
        join flocks f on f.id = u.flock_id where f.farm_id in ${ids} group by f.farm_id, u.feed_type`;
  const feed = await queryRows<{
    farmId: string;
    feedType: Stock['feed'][number]['feedType'];
    purchasedKg: string;
    usedKg: string;
    stockKg: string;
    usedLast7DaysKg: string;
  }>(
    db,
    sql`with bought as (
        select farm_id, feed_type, sum(quantity_kg) as bought from feed_purchases
        where farm_id in ${ids} and date <= ${date} group by farm_id, feed_type),
      used as (${usages})
      select farm_id as "farmId", feed_type as "feedType",
        coalesce(b.bought, 0)::text as "purchasedKg", coalesce(u.used, 0)::text as "usedKg",
        (coalesce(b.bought, 0) - coalesce(u.used, 0))::text as "stockKg",
        coalesce(u.used7, 0)::text as "usedLast7DaysKg"
      from bought b full join used u using (farm_id, feed_type)
      order by farm_id, feed_type`,
  );
  const medicines = await queryRows<Stock['medicines'][number] & { farmId: string }>(
    db,
    sql`select m.farm_id as "farmId", m.id as "medicineId", m.name, m.unit,
        m.quantity::text as purchased, used.q::text as used, (m.quantity - used.q)::text as remaining,
        m.expires_on::text as "expiresOn", coalesce(m.expires_on < ${date}::date, false) as expired
      from medicines m
      cross join lateral (select coalesce(sum(mu.quantity), 0) as q from medicine_uses mu
        where mu.medicine_id = m.id and mu.date <= ${date}) used
      where m.farm_id in ${ids} and m.date <= ${date} and m.quantity - used.q > 0
      order by m.expires_on nulls last, m.name, m.id`,
  );
  for (const { farmId, ...row } of feed) {
    const dailyUse = Number(row.usedLast7DaysKg) / 7;
    stock.get(farmId)?.feed.push({
      ...row,
      daysLeft:
        dailyUse > 0 ? Math.max(0, Math.floor((Number(row.stockKg) / dailyUse) * 10) / 10) : null,
    });
  }
  for (const { farmId, ...row } of medicines) stock.get(farmId)?.medicines.push(row);
  return stock;
}

/**
 * Stock of a farm on one day (unless given, the farm's today), looked up once per farm however
 * often it is asked for.
 */
export type StockLookup = (farmId: string) => Promise<Stock>;

export function stockLookup(db: Database, date?: string): StockLookup {
  const known = new Map<string, Promise<Stock>>();
  return (farmId) => {
    let stock = known.get(farmId);
    if (!stock) {
      stock = farmStock(db, farmId, date);
      known.set(farmId, stock);
    }
    return stock;
  };
}
