import { todayIso } from '@flockbook/contracts';
import type { SqlSession } from '../support/bench-database.ts';

/** What the mixed load asks for on a generated database. */
export type LoadTargets = {
  /** Active flocks with birds to spare: deaths are recorded (and deleted again) on them. */
  flockIds: string[];
  /** List pages: several record lists of the busiest farms, last quarter, newest first. */
  listPaths: string[];
  today: string;
};

const LISTS = ['deaths', 'feed-usages', 'egg-collections', 'weighings'];

function daysBefore(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export async function loadTargets(session: SqlSession): Promise<LoadTargets> {
  const today = todayIso();
  const flocks = await session.query<{ id: string; farm_id: string }>(
    `select f.id, f.farm_id from flocks f
      where f.status = 'active' and f.placed_on <= $1::date
      order by f.chicks_placed - coalesce((select sum(d.count) from deaths d where d.flock_id = f.id), 0) desc, f.id
      limit 6`,
    [today],
  );
  if (flocks.length === 0) throw new Error('The generated database has no active flocks.');
  const farmIds = [...new Set(flocks.map((flock) => flock.farm_id))].slice(0, 3);
  const listPaths = farmIds.flatMap((farmId) =>
    LISTS.flatMap((list) =>
      [1, 2].map((page) => {
        const query = new URLSearchParams({
          page: String(page),
          pageSize: '25',
          sort: 'date:desc',
          farmId,
          from: daysBefore(today, 90),
          to: today,
        });
        return `/api/${list}?${query.toString()}`;
      }),
    ),
  );
  return { flockIds: flocks.map((flock) => flock.id), listPaths, today };
}
