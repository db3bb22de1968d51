/**
 * One record list the floor answers: its table `t` with the joins its fields need, the item
 * as `json_build_object` pairs, the fields it sorts by, and its search and filters, each a
 * condition on `t`'s own columns given the parameter's placeholder (so the total is counted
 * on `t` alone).
 */
export type FloorListArea = {
  path: string;
  table: string;
  joins: string;
  fields: string;
  sortable: Record<string, string>;
  defaultSort: string;
  search: (pattern: string) => string;
  filters: Record<string, (placeholder: string) => string>;
  /** For the benchmark's choice of filters: a record's farm, and a term worth searching. */
  farmOf: string;
  searchTerm: string;
};

const stamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The fields of the record meta (id, version, timestamps, author) of `t`. */
export const metaFields = `'id', t.id, 'version', t.version, 'createdAt', ${stamp('t.created_at')},
  'updatedAt', ${stamp('t.updated_at')}, 'createdBy', t.created_by`;

const anyOf = (conditions: string[]) => `(${conditions.join(' or ')})`;
const likeAny = (columns: string[], pattern: string) =>
  columns.map((column) => `${column} ilike ${pattern}`);

const dateFilters = {
  from: (value: string) => `t.date >= ${value}::date`,
  to: (value: string) => `t.date <= ${value}::date`,
};

/**
 * A farm record list: records of a flock (`flock`), or of a farm and maybe one of its flocks
 * (`farm`), with their farm and flock, newest first, filtered by farm, flock and dates. A
 * farm's flock records are found through the farm's flocks, so the `(flock_id, date)` indexes
 * serve them.
 */
export function scopedArea(area: {
  path: string;
  table: string;
  scope: 'flock' | 'farm';
  fields: string;
  sortable: Record<string, string>;
  searchable: string[];
}): FloorListArea {
  return {
    path: area.path,
    table: area.table,
    joins:
      area.scope === 'flock'
        ? 'join flocks fl on fl.id = t.flock_id join farms fa on fa.id = fl.farm_id'
        : 'join farms fa on fa.id = t.farm_id left join flocks fl on fl.id = t.flock_id',
    fields: `${metaFields}, 'farmId', fa.id, 'farmName', fa.name, 'flockId', t.flock_id,
      'flockName', fl.name, 'date', t.date, 'notes', t.notes, ${area.fields}`,
    sortable: { date: 't.date', flockName: 'fl.name', farmName: 'fa.name', ...area.sortable },
    defaultSort: 'date:desc',
    search: (pattern) =>
      anyOf([
        area.scope === 'flock'
          ? `t.flock_id in (select f.id from flocks f join farms fa on fa.id = f.farm_id
              where f.name ilike ${pattern} or fa.name ilike ${pattern})`
          : `t.flock_id in (select id from flocks where name ilike ${pattern})
              or t.farm_id in (select id from farms where name ilike ${pattern})`,
        ...likeAny(['t.notes', ...area.searchable], pattern),
      ]),
    farmOf: 'fa.id',
    searchTerm: area.scope === 'flock' ? 'fl.name' : 'fa.name',
    filters: {
      farmId: (value) =>
        area.scope === 'flock'
          ? `t.flock_id in (select id from flocks where farm_id = ${value}::uuid)`
          : `t.farm_id = ${value}::uuid`,
      flockId: (value) => `t.flock_id = ${value}::uuid`,
      ...dateFilters,
    },
  };
}

/** The cash ledger's list: amounts with their farm, party and sale named. */
export const amountsFloorArea: FloorListArea = {
  path: '/api/amounts',
  table: 'amounts',
  joins: `left join farms fa on fa.id = t.farm_id left join parties pa on pa.id = t.party_id
    left join sales s on s.id = t.sale_id`,
  fields: `${metaFields}, 'farmId', t.farm_id, 'farmName', fa.name, 'date', t.date,
    'direction', t.direction, 'partyId', t.party_id, 'partyName', pa.name, 'saleId', t.sale_id,
    'saleInvoiceNo', s.invoice_no, 'category', t.category, 'method', t.method,
    'amount', t.amount::text, 'reference', t.reference, 'notes', t.notes`,
  sortable: {
    date: 't.date',
    amount: 't.amount',
    direction: 't.direction',
    method: 't.method',
    category: 't.category',
  },
  defaultSort: 'date:desc',
  search: (pattern) =>
    anyOf([
      ...likeAny(['t.reference', 't.notes', 't.category'], pattern),
      `t.party_id in (select id from parties where name ilike ${pattern})`,
    ]),
  farmOf: 't.farm_id',
  searchTerm: 'pa.name',
  filters: {
    farmId: (value) => `t.farm_id = ${value}::uuid`,
    partyId: (value) => `t.party_id = ${value}::uuid`,
    direction: (value) => `t.direction = ${value}`,
    method: (value) => `t.method = ${value}`,
    ...dateFilters,
  },
};

/** Salaries with their employee and the employee's farm, newest month first. */
export const salariesFloorArea: FloorListArea = {
  path: '/api/employee-salaries',
  table: 'employee_salaries',
  joins: 'join employees e on e.id = t.employee_id join farms fa on fa.id = e.farm_id',
  fields: `${metaFields}, 'employeeId', t.employee_id, 'period', t.period,
    'basic', t.basic::text, 'bonus', t.bonus::text, 'deduction', t.deduction::text,
    'net', t.net::text, 'paidOn', t.paid_on, 'method', t.method, 'notes', t.notes,
    'employeeName', e.name, 'farmId', fa.id, 'farmName', fa.name`,
  sortable: { period: 't.period', paidOn: 't.paid_on', net: 't.net', employeeName: 'e.name' },
  defaultSort: 'period:desc',
  search: (pattern) =>
    anyOf([
      `t.employee_id in (select id from employees where name ilike ${pattern})`,
      `t.period ilike ${pattern}`,
    ]),
  filters: {
    farmId: (value) => `t.employee_id in (select id from employees where farm_id = ${value}::uuid)`,
    employeeId: (value) => `t.employee_id = ${value}::uuid`,
    period: (value) => `t.period = ${value}`,
  },
  farmOf: 'fa.id',
  searchTerm: 'e.name',
};
