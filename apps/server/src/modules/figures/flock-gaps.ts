import type { FlockGaps } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { birdSaleItemsSql } from '../flocks/flock-figures.ts';

/** A flock and the day its figures run to (its closing day, or its farm's today). */
export type GapLife = { id: string; farmId: string; placedOn: string; asOf: string };
export type FlockDayGaps = Pick<FlockGaps, 'daysWithoutFeed' | 'daysWithoutDeaths'>;

/**
 * The gap rule, defined once: a flock's days that should hold a record and do not. The days
 * are those its bird-days count (placement up to, not including, its closing day or its farm's
 * today, which is not over yet) with birds alive at their start. A day is without feed when no
 * feed use is dated on it, and without deaths when no death record is dated on it and no daily
 * round sent for the flock on that day (a round that names the flock saves zero deaths).
 */
export async function flockDayGaps(
  db: Database,
  lives: GapLife[],
): Promise<Map<string, FlockDayGaps>> {
  const gaps = new Map<string, FlockDayGaps>(
    lives.map((life) => [life.id, { daysWithoutFeed: [], daysWithoutDeaths: [] }]),
  );
  if (lives.length === 0) return gaps;
  const values = lives.map(
    (life) =>
      sql`(${life.id}::uuid, ${life.farmId}::uuid, ${life.placedOn}::date, ${life.asOf}::date)`,
  );
  const rows = await queryRows<{ id: string; day: string; noFeed: boolean; noDeaths: boolean }>(
    db,
    sql`with lives(id, farm_id, placed_on, as_of) as (values ${sql.join(values, sql`, `)}),
      days as (
        select l.id, l.farm_id, d.day::date as day from lives l
        cross join lateral generate_series(l.placed_on, l.as_of - 1, interval '1 day') d(day)
        join flocks o on o.id = l.id
        where o.chicks_placed + o.free_chicks
          - coalesce((select sum(x.count) from deaths x where x.flock_id = l.id and x.date < d.day), 0)
          - coalesce((select sum(s.birds) from sales s where s.flock_id = l.id
              and s.item in ${birdSaleItemsSql} and s.date < d.day), 0) > 0)
      select days.id::text as id, days.day::text as day,
        not exists (select 1 from feed_usages u where u.flock_id = days.id and u.date = days.day)
          as "noFeed",
        not exists (select 1 from deaths x where x.flock_id = days.id and x.date = days.day)
          and not exists (select 1 from daily_rounds r
            cross join lateral jsonb_array_elements(r.result -> 'houses') h(house)
            where r.farm_id = days.farm_id and r.date = days.day and r.result is not null
              and h.house ->> 'flockId' = days.id::text) as "noDeaths"
      from days order by days.day`,
  );
  for (const row of rows) {
    const flock = gaps.get(row.id);
    if (!flock) continue;
    if (row.noFeed) flock.daysWithoutFeed.push(row.day);
    if (row.noDeaths) flock.daysWithoutDeaths.push(row.day);
  }
  return gaps;
}
