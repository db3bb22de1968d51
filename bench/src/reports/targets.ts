import type { SqlSession } from '../support/bench-database.ts';

/** One benchmarked request, the same path on the real server and on the floor. */
export type ReportRequest = {
  key: 'summary' | 'daily' | 'dashboard' | 'list';
  label: string;
  path: string;
};

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The requests to benchmark on a generated database: the summary and the daily series of the
 * flock with the most records, the dashboard, and the second page of a farm's feed usage over the last year,
 * newest first, 25 rows (as the list screen asks for it).
 */
export async function reportRequests(session: SqlSession, today: string): Promise<ReportRequest[]> {
  const [flock] = await session.query<{ id: string; name: string; records: number }>(
    `select f.id, f.name, ((select count(*) from deaths where flock_id = f.id)
        + (select count(*) from feed_usages where flock_id = f.id)
        + (select count(*) from egg_collections where flock_id = f.id)
        + (select count(*) from weighings where flock_id = f.id))::int as records
      from flocks f order by records desc, f.name limit 1`,
  );
  const from = shiftDays(today, -365);
  const [farm] = await session.query<{ id: string; name: string; rows: number }>(
    `select fa.id, fa.name, count(*)::int as rows from feed_usages u
      join flocks f on f.id = u.flock_id join farms fa on fa.id = f.farm_id
      where u.date between $1::date and $2::date group by fa.id, fa.name order by rows desc, fa.name limit 1`,
    [from, today],
  );
  if (!flock || !farm) throw new Error('The generated database has no flocks or feed usage.');
  const list = new URLSearchParams({
    page: '2',
    pageSize: '25',
    sort: 'date:desc',
    farmId: farm.id,
    from,
    to: today,
  });
  return [
    {
      key: 'summary',
      label: `GET /api/flocks/:id/summary (${flock.name}, ${flock.records} records)`,
      path: `/api/flocks/${flock.id}/summary`,
    },
    {
      key: 'daily',
      label: `GET /api/flocks/:id/daily (${flock.name}, ${flock.records} records)`,
      path: `/api/flocks/${flock.id}/daily`,
    },
    { key: 'dashboard', label: 'GET /api/dashboard', path: '/api/dashboard' },
    {
      key: 'list',
      label: `GET /api/feed-usages page 2 (${farm.name}, last year, ${farm.rows} rows)`,
      path: `/api/feed-usages?${list.toString()}`,
    },
  ];
}
