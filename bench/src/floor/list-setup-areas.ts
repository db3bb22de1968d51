import { BIRD_ITEMS } from '@flockbook/contracts';
import { metaFields } from './list-area.ts';
import type { FloorListArea } from './list-area.ts';
import type { FloorListRequest } from './list-query.ts';

/**
 * The floor's farm, customer and supplier, employee and flock lists, written by hand. The
 * first three are one query over their table (`floorListQuery`); the flock list's figures per
 * row make it a query of its own (`floorFlockListQuery`).
 */

const anyOf = (conditions: string[]) => `(${conditions.join(' or ')})`;
const likeAny = (columns: string[], pattern: string) =>
  columns.map((column) => `${column} ilike ${pattern}`);
const birdItems = `(${BIRD_ITEMS.map((item) => `'${item}'`).join(', ')})`;

/** Birds alive now in a farm's active flocks: placed, less deaths and birds sold. */
const farmBirdsAlive = `coalesce((select sum(f.chicks_placed + f.free_chicks
    - coalesce((select sum(d.count) from deaths d where d.flock_id = f.id), 0)
    - coalesce((select sum(s.birds) from sales s where s.flock_id = f.id and s.item in ${birdItems}), 0))
  from flocks f where f.farm_id = t.id and f.status = 'active'), 0)::float8`;
/** Once a farm has houses, its capacity and number of houses are its active houses'. */
const farmHasHouses = `exists (select 1 from houses h where h.farm_id = t.id)`;
const farmCapacity = `case when ${farmHasHouses} then (select coalesce(sum(h.capacity_birds)
  filter (where h.active), 0)::int from houses h where h.farm_id = t.id) else t.capacity_birds end`;
const farmHouses = `case when ${farmHasHouses} then (select (count(*) filter (where h.active))::int
  from houses h where h.farm_id = t.id) else t.houses end`;
const farmActiveFlocks = `(select count(*) from flocks f
  where f.farm_id = t.id and f.status = 'active')::int`;

export const farmsFloorArea: FloorListArea = {
  path: '/api/farms',
  table: 'farms',
  joins: '',
  fields: `${metaFields}, 'name', t.name, 'code', t.code, 'location', t.location,
    'ownerName', t.owner_name, 'managerName', t.manager_name, 'phone', t.phone,
    'capacityBirds', ${farmCapacity}, 'houses', ${farmHouses}, 'hasHouses', ${farmHasHouses},
    'areaM2', t.area_m2::text,
    'notes', t.notes, 'active', t.active, 'activeFlocks', ${farmActiveFlocks},
    'birdsAlive', ${farmBirdsAlive}`,
  sortable: {
    name: 't.name',
    code: 't.code',
    location: 't.location',
    capacityBirds: farmCapacity,
    activeFlocks: farmActiveFlocks,
    birdsAlive: farmBirdsAlive,
    createdAt: 't.created_at',
  },
  defaultSort: 'name:asc',
  search: (pattern) =>
    anyOf(likeAny(['t.name', 't.code', 't.location', 't.manager_name', 't.owner_name'], pattern)),
  filters: { active: (value) => `t.active = (${value} = 'true')` },
  farmOf: 't.id',
  searchTerm: 't.location',
};

/**
 * Every party's sales, purchases and payments summed in one pass over each table (`pm`):
 * debit adds to what they owe us, credit takes from it. A party's balance adds its opening
 * balance.
 */
const partyMoves = `left join (select party_id, sum(moved) as moved from (
    select customer_id as party_id, total as moved from sales
    union all select party_id, case when direction = 'out' then amount else -amount end
      from amounts where party_id is not null
    union all select supplier_id, -total from feed_purchases where supplier_id is not null
    union all select supplier_id, -total from medicines where supplier_id is not null
  ) m group by party_id) pm on pm.party_id = t.id`;
const partyBalance = '(t.opening_balance + coalesce(pm.moved, 0))';

export const partiesFloorArea: FloorListArea = {
  path: '/api/parties',
  table: 'parties',
  joins: partyMoves,
  fields: `${metaFields}, 'name', t.name, 'kind', t.kind, 'phone', t.phone,
    'address', t.address, 'openingBalance', t.opening_balance::text, 'notes', t.notes,
    'balance', ${partyBalance}::text`,
  sortable: { name: 't.name', kind: 't.kind', balance: partyBalance },
  defaultSort: 'name:asc',
  search: (pattern) => anyOf(likeAny(['t.name', 't.phone', 't.address'], pattern)),
  filters: { kind: (value) => `t.kind = ${value}` },
  farmOf: 'null::uuid',
  searchTerm: 't.address',
};

export const employeesFloorArea: FloorListArea = {
  path: '/api/employees',
  table: 'employees',
  joins: 'join farms fa on fa.id = t.farm_id',
  fields: `${metaFields}, 'farmId', t.farm_id, 'farmName', fa.name, 'name', t.name,
    'position', t.position, 'phone', t.phone, 'monthlySalary', t.monthly_salary::text,
    'joinedOn', t.joined_on, 'active', t.active, 'notes', t.notes`,
  sortable: {
    name: 't.name',
    position: 't.position',
    monthlySalary: 't.monthly_salary',
    joinedOn: 't.joined_on',
  },
  defaultSort: 'name:asc',
  search: (pattern) => anyOf(likeAny(['t.name', 't.position', 't.phone'], pattern)),
  filters: {
    farmId: (value) => `t.farm_id = ${value}::uuid`,
    active: (value) => `t.active = (${value} = 'true')`,
  },
  farmOf: 't.farm_id',
  searchTerm: 't.position',
};

/** The lists `floorListQuery` answers besides the farm records. */
export const floorSetupAreas: FloorListArea[] = [
  farmsFloorArea,
  partiesFloorArea,
  employeesFloorArea,
];

export const flockListPath = '/api/flocks';

/**
 * The flock list's sort fields: where the matching flocks are ordered (`scope`, over the flock
 * `t` and its farm `fa`) and where the page's rows are (`page`, over the figures' columns).
 * The figures' sorts need every matching flock's figures; the others order the flocks first.
 */
const flockSorts: Record<string, { scope?: string; page: string }> = {
  name: { scope: 't.name', page: 'name' },
  farmName: { scope: 'fa.name', page: 'farm_name' },
  breed: { scope: 't.breed', page: 'breed' },
  type: { scope: 't.type', page: 'type' },
  status: { scope: 't.status', page: 'status' },
  placedOn: { scope: 't.placed_on', page: 'placed_on' },
  ageDays: { page: 'age_days' },
  birdsAlive: { page: 'birds_alive' },
  mortalityPercent: { page: 'mortality_percent' },
};

const flockFilters: Record<string, (placeholder: string) => string> = {
  farmId: (value) => `t.farm_id = ${value}::uuid`,
  status: (value) => `t.status = ${value}`,
  type: (value) => `t.type = ${value}`,
};

const PAGING = new Set(['q', 'sort', 'page', 'pageSize']);

/**
 * The flock list page as `{ data, total }` in one query. The flocks in scope are the page
 * (sorted by a flock's own field) or every matching flock (sorted by a figure); their deaths
 * and birds sold are summed per flock (for every flock, one pass over each table; for some,
 * from their (flock, date) indexes), their latest weighing and
 * withdrawal ends looked up for the page's rows only, and the total counted on flocks alone.
 * `today` ends an open flock's age, as the server's clock does. Null for a sort or filter it
 * does not know.
 */
export function floorFlockListQuery(
  request: FloorListRequest,
  today: string,
): { text: string; params: unknown[] } | null {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const [field = '', way = ''] = (request.sort ?? 'placedOn:desc').split(':');
  const direction = way === 'asc' ? 'asc' : 'desc';
  const sort = flockSorts[field];
  if (!sort) return null;
  const pageSize = Number(request.pageSize ?? 25);
  const offset = (Number(request.page ?? 1) - 1) * pageSize;

  const conditions: string[] = [];
  for (const [name, value] of Object.entries(request)) {
    if (PAGING.has(name) || value === undefined || value === '') continue;
    const condition = flockFilters[name];
    if (!condition) return null;
    conditions.push(condition(param(value)));
  }
  if (request.q) {
    const pattern = param(`%${request.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(
      anyOf([
        ...likeAny(['t.name', 't.breed', 't.house'], pattern),
        `t.house_id in (select id from houses where name ilike ${pattern})`,
        `t.farm_id in (select id from farms where name ilike ${pattern})`,
      ]),
    );
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const limit = `limit ${param(pageSize)}::int offset ${param(offset)}::int`;
  const order = (column: string) => `order by ${column} ${direction}, id ${direction}`;
  const todayParam = param(today);

  const text = `with scope as (
    select t.*, fa.name as farm_name from flocks t join farms fa on fa.id = t.farm_id ${where}
    ${sort.scope ? `order by ${sort.scope} ${direction}, t.id ${direction} ${limit}` : ''}),
  counted as (
    select sc.*, sc.chicks_placed + sc.free_chicks as birds_placed,
      coalesce(dead.n, 0)::int as deaths, coalesce(sold.n, 0)::int as birds_sold,
      (coalesce(sc.closed_on, ${todayParam}::date) - sc.placed_on)::int as age_days
    from scope sc ${
      where === '' && !sort.scope
        ? `left join (select flock_id, sum(count) as n from deaths group by flock_id) dead
             on dead.flock_id = sc.id
           left join (select flock_id, sum(birds) as n from sales where item in ${birdItems}
             group by flock_id) sold on sold.flock_id = sc.id`
        : `cross join lateral (select sum(d.count) as n from deaths d where d.flock_id = sc.id) dead
           cross join lateral (select sum(s.birds) as n from sales s
             where s.flock_id = sc.id and s.item in ${birdItems}) sold`
    }),
  figured as (
    select c.*, (c.birds_placed - c.deaths - c.birds_sold)::int as birds_alive,
      coalesce(round(c.deaths * 100.0 / nullif(c.birds_placed, 0), 2), 0)::float8 as mortality_percent
    from counted c),
  page as (select * from figured ${order(sort.page)} ${sort.scope ? '' : limit})
select json_build_object(
  'data', coalesce((select json_agg(json_build_object(
    'id', p.id, 'version', p.version,
    'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'createdBy', p.created_by, 'farmId', p.farm_id, 'farmName', p.farm_name, 'name', p.name,
    'handle', p.handle, 'type', p.type, 'breed', p.breed, 'houseId', p.house_id,
    'house', coalesce((select h.name from houses h where h.id = p.house_id), p.house),
    'placedOn', p.placed_on, 'chicksPlaced', p.chicks_placed, 'freeChicks', p.free_chicks,
    'chickPrice', p.chick_price::text, 'targetAgeDays', p.target_age_days, 'status', p.status,
    'closedOn', p.closed_on, 'notes', p.notes,
    'figures', json_build_object('ageDays', p.age_days, 'birdsPlaced', p.birds_placed,
      'deaths', p.deaths, 'birdsSold', p.birds_sold, 'birdsAlive', p.birds_alive,
      'mortalityPercent', p.mortality_percent,
      'latestWeighing', (select json_build_object('date', w.date,
          'averageWeightG', w.average_weight_g::text, 'ageDays', w.date - p.placed_on)
        from weighings w where w.flock_id = p.id order by w.date desc, w.created_at desc limit 1),
      'withdrawalMeatUntil', (select max(mu.date + m.withdrawal_days_meat)::text
        from medicine_uses mu join medicines m on m.id = mu.medicine_id
        where mu.flock_id = p.id and m.withdrawal_days_meat > 0),
      'withdrawalEggsUntil', (select max(mu.date + m.withdrawal_days_eggs)::text
        from medicine_uses mu join medicines m on m.id = mu.medicine_id
        where mu.flock_id = p.id and m.withdrawal_days_eggs > 0)))
    order by p.${sort.page} ${direction}, p.id ${direction}) from page p), '[]'),
  'total', (select count(*) from flocks t ${where})
)::text as body`;
  return { text, params };
}
