import type { FloorListArea } from './list-areas.ts';

/** A list request as the list screens send it. */
export type FloorListRequest = {
  farmId?: string;
  flockId?: string;
  from?: string;
  to?: string;
  q?: string;
  sort?: string;
  page?: string;
  pageSize?: string;
};

const stamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One query answering a list page as `{ data, total }`: the page from the record's own
 * indexes (a farm's flock records through the farm's flocks, each newest first from its
 * `(flock_id, date)` index), the names joined for the page's rows only, and the total counted
 * on the record table alone unless the search needs the names. Null for a sort it does not know.
 */
export function floorListQuery(
  area: FloorListArea,
  request: FloorListRequest,
): { text: string; params: unknown[] } | null {
  const params: unknown[] = [];
  const param = (value: unknown, type = '') => `$${params.push(value)}${type}`;
  const [field = 'date', way = 'desc'] = (request.sort ?? 'date:desc').split(':');
  const direction = way === 'asc' ? 'asc' : 'desc';
  const sortColumn =
    { date: 't.date', flockName: 'fl.name', farmName: 'fa.name' }[field] ?? area.sortable[field];
  if (!sortColumn) return null;
  const pageSize = Number(request.pageSize ?? 25);
  const offset = (Number(request.page ?? 1) - 1) * pageSize;

  const own: string[] = [];
  if (request.farmId) {
    own.push(
      area.scope === 'flock'
        ? `t.flock_id in (select id from flocks where farm_id = ${param(request.farmId, '::uuid')})`
        : `t.farm_id = ${param(request.farmId, '::uuid')}`,
    );
  }
  if (request.flockId) own.push(`t.flock_id = ${param(request.flockId, '::uuid')}`);
  if (request.from) own.push(`t.date >= ${param(request.from, '::date')}`);
  if (request.to) own.push(`t.date <= ${param(request.to, '::date')}`);
  const conditions = [...own];
  if (request.q) {
    const pattern = param(`%${request.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const columns = ['fl.name', 'fa.name', 't.notes', ...area.searchable];
    conditions.push(`(${columns.map((column) => `${column} ilike ${pattern}`).join(' or ')})`);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const joins =
    area.scope === 'flock'
      ? 'join flocks fl on fl.id = t.flock_id join farms fa on fa.id = fl.farm_id'
      : 'join farms fa on fa.id = t.farm_id left join flocks fl on fl.id = t.flock_id';
  const order = `${sortColumn} ${direction}, t.id ${direction}`;
  const counted = request.q
    ? `${area.table} t ${joins} ${where}`
    : `${area.table} t ${own.length > 0 ? `where ${own.join(' and ')}` : ''}`;

  const text = `select json_build_object(
  'data', coalesce((select json_agg(p.item) from (select json_build_object(
      'id', t.id, 'version', t.version, 'createdAt', ${stamp('t.created_at')},
      'updatedAt', ${stamp('t.updated_at')}, 'createdBy', t.created_by,
      'farmId', fa.id, 'farmName', fa.name, 'flockId', t.flock_id, 'flockName', fl.name,
      'date', t.date, 'notes', t.notes, ${area.fields}) as item
    from ${area.table} t ${joins} ${where}
    order by ${order} limit ${param(pageSize, '::int')} offset ${param(offset, '::int')}) p), '[]'),
  'total', (select count(*) from ${counted})
)::text as body`;
  return { text, params };
}
