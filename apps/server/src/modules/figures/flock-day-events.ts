import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { birdSaleItemsSql } from '../flocks/flock-figures.ts';

/** What a record adds to its flock's day; a column a record does not name is null (adds nothing). */
const EVENT_COLUMNS = {
  deaths: 'null::int',
  gone: 'null::int',
  feed_kg: 'null::numeric',
  feed_cost: 'null::numeric',
  medicine_cost: 'null::numeric',
  direct: 'null::numeric',
  revenue: 'null::numeric',
  sold_birds: 'null::int',
  sold_kg: 'null::numeric',
  eggs: 'null::int',
  egg_collections: 'null::int',
  weight_g: 'null::numeric',
  farm_cost: 'null::numeric',
} as const;
export type EventColumn = keyof typeof EVENT_COLUMNS;
export const eventColumns = Object.keys(EVENT_COLUMNS) as EventColumn[];

/**
 * One `select` of events: `lead` columns (each followed by a comma), the day, then every
 * event column, from `rest` (a from-clause).
 */
function eventsSelect(
  day: SQL,
  values: Partial<Record<EventColumn, SQL>>,
  rest: SQL,
  lead: SQL = sql``,
): SQL {
  const columns = eventColumns.map(
    (column) => sql`${values[column] ?? sql.raw(EVENT_COLUMNS[column])} as ${sql.raw(column)}`,
  );
  return sql`select ${lead}${day} as day, ${sql.join(columns, sql`, `)} ${rest}`;
}

/**
 * The events of one flock `o` of `farm_flocks`, read from each table's (flock or farm, date)
 * index:
 * a zero row for each day of its series, and the birds that left it (deaths, birds sold; one
 * dated before placement counts on placement day). For a flock asked for (`o.is_life`), also
 * its own records dated inside its life; medicine and direct costs, and every amount, only
 * `withMoney`.
 */
export function flockEventsSql(withMoney: boolean): SQL {
  const gone = sql`greatest(date, o.placed_on)`;
  const ownDays = sql`o.is_life and date between o.placed_on and o.as_of`;
  const money = (value: SQL) => (withMoney ? value : sql`null::numeric`);
  const direct = (table: string, amount: string) =>
    eventsSelect(
      sql`date`,
      { direct: sql.raw(amount) },
      // by the (farm, date) index: these tables name the farm of every row
      sql`from ${sql.raw(table)} where farm_id = o.farm_id and flock_id = o.id and ${ownDays}`,
    );
  const selects = [
    eventsSelect(
      sql`d::date`,
      {},
      sql`from generate_series(o.placed_on, o.series_to, interval '1 day') d`,
    ),
    eventsSelect(
      gone,
      { deaths: sql`count`, gone: sql`count` },
      sql`from deaths where flock_id = o.id and date <= o.series_to`,
    ),
    eventsSelect(
      gone,
      { gone: sql`birds` },
      sql`from sales where flock_id = o.id and item in ${birdSaleItemsSql} and date <= o.series_to`,
    ),
    eventsSelect(
      sql`u.date`,
      { feed_kg: sql`u.quantity_kg`, feed_cost: money(sql`u.quantity_kg * p.per_kg`) },
      sql`from feed_usages u ${withMoney ? sql`left join feed_price p on p.farm_id = o.farm_id and p.feed_type = u.feed_type` : sql``}
        where u.flock_id = o.id and o.is_life and u.date between o.placed_on and o.as_of`,
    ),
  ];
  const moneyOnly = [
    eventsSelect(
      sql`mu.date`,
      { medicine_cost: sql`mu.quantity * m.unit_price` },
      sql`from medicine_uses mu join medicines m on m.id = mu.medicine_id
        where mu.flock_id = o.id and o.is_life and mu.date between o.placed_on and o.as_of`,
    ),
    direct('diesel', 'total'),
    direct('wood', 'total'),
    direct('misc_expenses', 'amount'),
  ];
  const records = [
    eventsSelect(
      sql`date`,
      {
        revenue: money(sql`total`),
        sold_birds: sql`case when item in ${birdSaleItemsSql} then birds else 0 end`,
        sold_kg: sql`case when item in ${birdSaleItemsSql} then weight_kg else 0 end`,
      },
      sql`from sales where flock_id = o.id and ${ownDays}`,
    ),
    eventsSelect(
      sql`date`,
      { eggs: sql`eggs`, egg_collections: sql`1` },
      sql`from egg_collections where flock_id = o.id and ${ownDays}`,
    ),
    // the day's last weighing entered
    eventsSelect(
      sql`date`,
      { weight_g: sql`average_weight_g` },
      sql`from (select distinct on (date) date, average_weight_g from weighings
        where flock_id = o.id and ${ownDays} order by date, created_at desc) w`,
    ),
  ];
  return sql.join([...selects, ...(withMoney ? moneyOnly : []), ...records], sql` union all `);
}

/**
 * Farm costs without a flock (`farm_id`, then the event columns), by farm and day inside the
 * farm's window: diesel, wood and expenses, mess, and each salary spread evenly over the days
 * of its month.
 */
export function farmCostEventsSql(): SQL {
  const noFlock = (table: string, amount: string) =>
    eventsSelect(
      sql`x.date`,
      { farm_cost: sql.raw(`x.${amount}`) },
      sql`from ${sql.raw(table)} x join farm_window w on w.farm_id = x.farm_id
        and x.date between w.w_from and w.w_to where x.flock_id is null`,
      sql`x.farm_id, `,
    );
  return sql`${noFlock('diesel', 'total')} union all ${noFlock('wood', 'total')}
    union all ${noFlock('misc_expenses', 'amount')}
    union all ${eventsSelect(
      sql`x.date`,
      { farm_cost: sql`x.amount` },
      sql`from mess x join farm_window w on w.farm_id = x.farm_id
        and x.date between w.w_from and w.w_to`,
      sql`x.farm_id, `,
    )}
    union all ${eventsSelect(
      sql`d::date`,
      {
        farm_cost: sql`s.net / extract(day from date_trunc('month', d) + interval '1 month - 1 day')`,
      },
      sql`from employee_salaries s join employees e on e.id = s.employee_id
        join farm_window w on w.farm_id = e.farm_id
        cross join generate_series(to_date(s.period, 'YYYY-MM'),
          to_date(s.period, 'YYYY-MM') + interval '1 month - 1 day', interval '1 day') d
        where s.period between to_char(w.w_from, 'YYYY-MM') and to_char(w.w_to, 'YYYY-MM')
          and d::date between w.w_from and w.w_to`,
      sql`e.farm_id, `,
    )}`;
}
