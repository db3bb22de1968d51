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
  return [...requests, ...(await setupListRequests(session))];
}

/** The most frequent value of `column` in `from`, ties by value. */
async function mostFrequent(session: SqlSession, column: string, from: string): Promise<string> {
  const [row] = await session.query<{ value: string }>(
    `select ${column}::text as value from ${from} group by 1 order by count(*) desc, 1 limit 1`,
  );
  if (!row) throw new Error(`No ${column} in ${from} to pick for a list request.`);
  return row.value;
}

/**
 * The flock, farm, customer and supplier, and employee lists with the filters, search and
 * sorts their screens offer: page 2 unfiltered in the default order, and page 1 (where the
 * screen opens) of a filter, a search and a sort by the list's figure. The farm is the one with
 * the most flocks (employees: the most employees); the search is the name or place most of
 * the list's rows carry.
 */
async function setupListRequests(session: SqlSession): Promise<ListRequest[]> {
  const flockFarm = await mostFrequent(session, 'farm_id', 'flocks');
  const flockFarmName = await mostFrequent(
    session,
    'fa.name',
    'flocks f join farms fa on fa.id = f.farm_id',
  );
  const employeeFarm = await mostFrequent(session, 'farm_id', 'employees');
  const lists: [string, [string, Record<string, string>][]][] = [
    [
      '/api/flocks',
      [
        ['page 2', { page: '2' }],
        ['farm', { farmId: flockFarm }],
        ['active', { status: 'active' }],
        ['search', { q: flockFarmName }],
        ['by birds alive', { sort: 'birdsAlive:desc' }],
        ['farm, by mortality', { farmId: flockFarm, sort: 'mortalityPercent:desc' }],
      ],
    ],
    [
      '/api/farms',
      [
        ['page 2', { page: '2' }],
        ['active', { active: 'true' }],
        ['search', { q: await mostFrequent(session, 'location', 'farms') }],
        ['by birds alive', { sort: 'birdsAlive:desc' }],
      ],
    ],
    [
      '/api/parties',
      [
        ['page 2', { page: '2' }],
        ['customers', { kind: 'customer' }],
        ['search', { q: await mostFrequent(session, 'address', 'parties') }],
        ['by balance', { sort: 'balance:desc' }],
      ],
    ],
    [
      '/api/employees',
      [
        ['page 2', { page: '2' }],
        ['farm', { farmId: employeeFarm }],
        ['active', { active: 'true' }],
        ['search', { q: await mostFrequent(session, 'position', 'employees') }],
        ['farm, by salary', { farmId: employeeFarm, sort: 'monthlySalary:desc' }],
      ],
    ],
  ];
  return lists.flatMap(([path, cases]) =>
    cases.map(([name, filters]) => {
      const query = new URLSearchParams({ page: '1', pageSize: '25', ...filters });
      return {
        key: `${path.slice('/api/'.length)}.${name.replace(/[^a-z]+/g, '-')}`,
        label: `${path} ${name}`,
        path: `${path}?${query.toString()}`,
      };
    }),
  );
}
