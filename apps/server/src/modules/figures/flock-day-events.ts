import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { birdSaleItemsSql } from '../flocks/flock-figures.ts';

/** What a flock's record adds to its day; a column a record does not name is null. */
const RECORD_COLUMNS = {
  feed_kg: 'numeric',
  feed_cost: 'numeric',
  medicine_cost: 'numeric',
  direct: 'numeric',
  revenue: 'numeric',
  sold_birds: 'int',
  sold_kg: 'numeric',
  eggs: 'int',
  egg_collections: 'int',
  weight_g: 'numeric',
} as const;
export type RecordColumn = keyof typeof RECORD_COLUMNS;
export const recordColumns = Object.keys(RECORD_COLUMNS) as RecordColumn[];

/** The record columns as nulls, for rows that are not records. */
export const noRecordColumnsSql = sql.raw(
  recordColumns.map((column) => `null::${RECORD_COLUMNS[column]} as ${column}`).join(', '),
);

/** One `select` of a record: its day, then every record column, from `rest` (a from-clause). */
function recordSelect(day: SQL, values: Partial<Record<RecordColumn, SQL>>, rest: SQL): SQL {
  const columns = recordColumns.map(
    (column) =>
      sql`${values[column] ?? sql.raw(`null::${RECORD_COLUMNS[column]}`)} as ${sql.raw(column)}`,
  );
  return sql`select ${day} as day, ${sql.join(columns, sql`, `)} ${rest}`;
}

/**
 * The days of one flock `o` of `farm_flocks` as rows `(day, deaths, gone)`, read from the
 * (flock, date) indexes: a zero row for each day of its series, and the birds that left it
 * (deaths, birds sold; one dated before the series counts on its first day, which for a flock
 * asked for is placement day).
 */
export function birdEventsSql(): SQL {
  const day = sql`greatest(date, o.series_from)`;
  return sql`select d::date as day, 0 as deaths, 0 as gone
      from generate_series(o.series_from, o.series_to, interval '1 day') d
    union all select ${day}, count, count from deaths
      where flock_id = o.id and date <= o.series_to
    union all select ${day}, 0, birds from sales
      where flock_id = o.id and item in ${birdSaleItemsSql} and date <= o.series_to`;
}

/**
 * The records of one flock `o` asked for, dated inside its life, as rows of the record
 * columns, read from each table's (flock or farm, date) index. Medicine, direct costs and
 * every amount only `withMoney`.
 */
export function recordEventsSql(withMoney: boolean): SQL {
  const ownDays = sql`date between o.placed_on and o.as_of`;
  const direct = (table: string, amount: string) =>
    recordSelect(
      sql`date`,
      { direct: sql.raw(amount) },
      // these tables name the farm of every row, and are indexed by it
      sql`from ${sql.raw(table)} where farm_id = o.farm_id and flock_id = o.id and ${ownDays}`,
    );
  const moneyOnly = [
    recordSelect(
      sql`mu.date`,
      { medicine_cost: sql`mu.quantity * m.unit_price` },
      sql`from medicine_uses mu join medicines m on m.id = mu.medicine_id
        where mu.flock_id = o.id and mu.date between o.placed_on and o.as_of`,
    ),
    direct('diesel', 'total'),
    direct('wood', 'total'),
    direct('misc_expenses', 'amount'),
  ];
  const records = [
    withMoney
      ? recordSelect(
          sql`u.date`,
          { feed_kg: sql`u.quantity_kg`, feed_cost: sql`u.quantity_kg * p.per_kg` },
          sql`from feed_usages u
            left join feed_price p on p.farm_id = o.farm_id and p.feed_type = u.feed_type
            where u.flock_id = o.id and u.date between o.placed_on and o.as_of`,
        )
      : recordSelect(
          sql`date`,
          { feed_kg: sql`quantity_kg` },
          sql`from feed_usages where flock_id = o.id and ${ownDays}`,
        ),
    recordSelect(
      sql`date`,
      {
        revenue: withMoney ? sql`total` : undefined,
        sold_birds: sql`case when item in ${birdSaleItemsSql} then birds else 0 end`,
        sold_kg: sql`case when item in ${birdSaleItemsSql} then weight_kg else 0 end`,
      },
      sql`from sales where flock_id = o.id and ${ownDays}`,
    ),
    recordSelect(
      sql`date`,
      { eggs: sql`eggs`, egg_collections: sql`1` },
      sql`from egg_collections where flock_id = o.id and ${ownDays}`,
    ),
    // the day's last weighing entered
    recordSelect(
      sql`date`,
      { weight_g: sql`average_weight_g` },
      sql`from (select distinct on (date) date, average_weight_g from weighings
        where flock_id = o.id and ${ownDays} order by date, created_at desc) w`,
    ),
  ];
  return sql.join([...(withMoney ? moneyOnly : []), ...records], sql` union all `);
}

/**
 * Farm costs without a flock as rows `(farm_id, day, amount)` inside each farm's window:
 * diesel, wood and expenses, mess, and each month's salaries spread evenly over its days.
 */
export function farmCostEventsSql(): SQL {
  const ofFarm = (table: string, amount: string, noFlock: boolean) =>
    sql.raw(`select x.farm_id, x.date as day, x.${amount} as amount from ${table} x
      join farm_window w on w.farm_id = x.farm_id and x.date between w.w_from and w.w_to
      ${noFlock ? 'where x.flock_id is null' : ''}`);
  return sql`${ofFarm('diesel', 'total', true)} union all ${ofFarm('wood', 'total', true)}
    union all ${ofFarm('misc_expenses', 'amount', true)} union all ${ofFarm('mess', 'amount', false)}
    union all select s.farm_id, d::date,
      s.net / extract(day from date_trunc('month', d) + interval '1 month - 1 day')
    from (select e.farm_id, s.period, sum(s.net) as net from employee_salaries s
      join employees e on e.id = s.employee_id join farm_window w on w.farm_id = e.farm_id
      where s.period between to_char(w.w_from, 'YYYY-MM') and to_char(w.w_to, 'YYYY-MM')
      group by e.farm_id, s.period) s
    join farm_window w on w.farm_id = s.farm_id
    cross join generate_series(to_date(s.period, 'YYYY-MM'),
      to_date(s.period, 'YYYY-MM') + interval '1 month - 1 day', interval '1 day') d
    where d::date between w.w_from and w.w_to`;
}
