import { floorListAreas } from '../floor/list-record-areas.ts';
import type { SqlSession } from '../support/bench-database.ts';

/** One list request, the same path on the real server and on the floor. */
export type ListRequest = { key: string; label: string; path: string };

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The filter combinations the list screens offer, for every record list, page 2 of 25: no
 * filter (newest first), the farm with the most of these records over the last year, the
 * flock with the most of them, a search for the name most of them carry (their flock's, farm's
 * or party's), and the farm sorted by the area's first own sortable field.
 */
export async function listRequests(session: SqlSession, today: string): Promise<ListRequest[]> {
  const from = shiftDays(today, -365);
  const requests: ListRequest[] = [];
  for (const area of floorListAreas) {
    // Lists without dates (salaries) take the farm with the most records of any time.
    const dated = Boolean(area.filters.from);
    const [farm] = await session.query<{ id: string }>(
      `select ${area.farmOf} as id from ${area.table} t ${area.joins}
        where ${dated ? 't.date between $1::date and $2::date and' : ''} ${area.farmOf} is not null
        group by 1 order by count(*) desc, 1 limit 1`,
      dated ? [from, today] : [],
    );
    const [flock] = area.filters.flockId
      ? await session.query<{ id: string }>(
          `select t.flock_id as id from ${area.table} t where t.flock_id is not null
            group by 1 order by count(*) desc, 1 limit 1`,
        )
      : [];
    const [search] = await session.query<{ term: string }>(
      `select ${area.searchTerm} as term from ${area.table} t ${area.joins}
        where ${area.searchTerm} is not null group by 1 order by count(*) desc, 1 limit 1`,
    );
    if (!farm || !search) continue;
    const [sortField = 'date'] = Object.keys(area.sortable).filter(
      (field) => !['date', 'flockName', 'farmName', area.defaultSort.split(':')[0]].includes(field),
    );
    const cases: [string, Record<string, string>][] = [
      ['page 2', {}],
      dated
        ? ['farm, last year', { farmId: farm.id, from, to: today }]
        : ['farm', { farmId: farm.id }],
      ...(flock ? [['flock', { flockId: flock.id }] as [string, Record<string, string>]] : []),
      ['search', { q: search.term }],
      [`farm, by ${sortField}`, { farmId: farm.id, sort: `${sortField}:desc` }],
    ];
    for (const [name, filters] of cases) {
      const query = new URLSearchParams({ page: '2', pageSize: '25', ...filters });
      requests.push({
        key: `${area.path.slice('/api/'.length)}.${name.replace(/[^a-z]+/g, '-')}`,
        label: `${area.path} ${name}`,
        path: `${area.path}?${query.toString()}`,
      });
    }
  }
  return requests;
}
