import type { FloorListArea } from './list-area.ts';

/** A list request as the list screens send it: filters, `q`, `sort`, `page`, `pageSize`. */
export type FloorListRequest = Record<string, string | undefined>;

const PAGING = new Set(['q', 'sort', 'page', 'pageSize']);

/**
 * One query answering a list page as `{ data, total }`: the page from the record's own
 * indexes with the names joined for it, and the total counted on the record table alone.
 * Null for a sort or filter it does not know.
 */
export function floorListQuery(
  area: FloorListArea,
  request: FloorListRequest,
): { text: string; params: unknown[] } | null {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const [field = '', way = ''] = (request.sort ?? area.defaultSort).split(':');
  const direction = way === 'asc' ? 'asc' : 'desc';
  const sortColumn = area.sortable[field];
  if (!sortColumn) return null;
  const pageSize = Number(request.pageSize ?? 25);
  const offset = (Number(request.page ?? 1) - 1) * pageSize;

  const conditions: string[] = [];
  for (const [name, value] of Object.entries(request)) {
    if (PAGING.has(name) || value === undefined || value === '') continue;
    const condition = area.filters[name];
    if (!condition) return null;
    conditions.push(condition(param(value)));
  }
  if (request.q)
    conditions.push(area.search(param(`%${request.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)));
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';

  const text = `select json_build_object(
  'data', coalesce((select json_agg(p.item) from (
    select json_build_object(${area.fields}) as item
    from ${area.table} t ${area.joins} ${where}
    order by ${sortColumn} ${direction}, t.id ${direction}
    limit ${param(pageSize)}::int offset ${param(offset)}::int) p), '[]'),
  'total', (select count(*) from ${area.table} t ${where})
)::text as body`;
  return { text, params };
}
