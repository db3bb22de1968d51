import { floorListAreas } from '../floor/list-areas.ts';
import type { SqlSession } from '../support/bench-database.ts';

/** One list request, the same path on the real server and on the floor. */
export type ListRequest = { key: string; label: string; path: string };

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function farmName(session: SqlSession, id: string): Promise<string> {
  const [farm] = await session.query<{ name: string }>('select name from farms where id = $1', [
    id,
  ]);
  return farm?.name ?? '';
}

/**
 * The filter combinations the list screens offer, for every record list, page 2 of 25: no
 * filter (newest first), the farm with the most of these records over the last year, the
 * flock with the most of them, a search for that flock's name, and the farm sorted by the
 * area's first own sortable field.
 */
export async function listRequests(session: SqlSession, today: string): Promise<ListRequest[]> {
  const from = shiftDays(today, -365);
  const requests: ListRequest[] = [];
  for (const area of floorListAreas) {
    const farmOf = area.scope === 'flock' ? 'fl.farm_id' : 't.farm_id';
    const [farm] = await session.query<{ id: string }>(
      `select ${farmOf} as id from ${area.table} t left join flocks fl on fl.id = t.flock_id
        where t.date between $1::date and $2::date
        group by 1 order by count(*) desc, 1 limit 1`,
      [from, today],
    );
    const [flock] = await session.query<{ id: string; name: string }>(
      `select fl.id, fl.name from ${area.table} t join flocks fl on fl.id = t.flock_id
        group by fl.id, fl.name order by count(*) desc, fl.id limit 1`,
    );
    if (!farm) continue;
    const [sortField = 'date'] = Object.keys(area.sortable);
    // Records kept per farm only (e.g. feed bought for the farm) are searched by their farm.
    const cases: [string, Record<string, string>][] = [
      ['page 2', {}],
      ['farm, last year', { farmId: farm.id, from, to: today }],
      ...(flock ? [['flock', { flockId: flock.id }] as [string, Record<string, string>]] : []),
      ['search', { q: flock?.name ?? (await farmName(session, farm.id)) }],
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
