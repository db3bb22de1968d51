import type { Dashboard } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';

type Missing = Dashboard['roundsMissing'][number];

/**
 * The active flocks (by house) whose farm's today holds no round for them yet: no round sent
 * naming the flock (a round with nothing to record still names it) and no death, feed,
 * reading, egg or weighing record of that day. Farms are grouped by their today (`days`).
 */
export async function roundsMissing(db: Database, days: Map<string, string[]>): Promise<Missing[]> {
  const parts = await Promise.all(
    [...days].map(([day, farmIds]) => {
      const farmList = sql.join(
        farmIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const none = (table: string) =>
        sql`not exists (select 1 from ${sql.identifier(table)} r where r.flock_id = f.id and r.date = ${day}::date)`;
      return queryRows<Missing>(
        db,
        sql`select fa.id as "farmId", fa.name as "farmName", ${day}::text as "date",
              h.name as "houseName", f.id as "flockId", f.name as "flockName"
            from flocks f
            join farms fa on fa.id = f.farm_id
            left join houses h on h.id = f.house_id
            where f.status = 'active' and f.farm_id in (${farmList}) and f.placed_on <= ${day}::date
              and ${none('deaths')} and ${none('feed_usages')} and ${none('house_readings')}
              and ${none('egg_collections')} and ${none('weighings')}
              and not exists (
                select 1 from daily_rounds dr
                where dr.farm_id = f.farm_id and dr.date = ${day}::date
                  and dr.result -> 'houses' @> jsonb_build_array(jsonb_build_object('flockId', f.id::text)))
            order by fa.name, h.name nulls last, f.name, f.id`,
      );
    }),
  );
  return parts.flat();
}
