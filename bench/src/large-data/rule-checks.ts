import type { SqlSession } from '../support/bench-database.ts';

/**
 * The product's rules (farm-domain "Rules a user meets"), each as a query counting the records
 * that break it. The generator runs them all and refuses a data set with any breach.
 */
const CHECKS: { rule: string; sql: string }[] = [
  {
    rule: 'records dated inside their flock’s life and not in the future',
    sql: `select count(*) from (
        select flock_id, date from deaths union all select flock_id, date from weighings
        union all select flock_id, date from egg_collections union all select flock_id, date from feed_usages
        union all select flock_id, date from medicine_uses union all select flock_id, date from sales
        union all select flock_id, date from diesel where flock_id is not null
        union all select flock_id, date from wood where flock_id is not null
        union all select flock_id, date from misc_expenses where flock_id is not null) r
      join flocks f on f.id = r.flock_id
      where r.date < f.placed_on or r.date > coalesce(f.closed_on, current_date) or r.date > current_date`,
  },
  {
    rule: 'birds alive never below zero (deaths and sales within the birds alive)',
    sql: `with moves as (
        select flock_id, date, count as birds from deaths
        union all select flock_id, date, birds from sales where item in ('live birds', 'culls')),
      daily as (select flock_id, date, sum(birds) as birds from moves group by flock_id, date),
      running as (select d.flock_id, sum(d.birds) over (partition by d.flock_id order by d.date) as gone from daily d)
      select count(*) from running r join flocks f on f.id = r.flock_id
      where r.gone > f.chicks_placed + f.free_chicks`,
  },
  {
    rule: 'closed flocks have no birds left and a weighing',
    sql: `select count(*) from flocks f where f.status = 'closed' and (
        f.chicks_placed + f.free_chicks
          - coalesce((select sum(count) from deaths where flock_id = f.id), 0)
          - coalesce((select sum(birds) from sales where flock_id = f.id and item in ('live birds', 'culls')), 0) <> 0
        or not exists (select 1 from weighings where flock_id = f.id))`,
  },
  {
    rule: 'feed usage within the farm’s stock of that type on every day',
    sql: `with moves as (
        select farm_id, feed_type, date, quantity_kg as delta from feed_purchases
        union all select f.farm_id, u.feed_type, u.date, -u.quantity_kg from feed_usages u join flocks f on f.id = u.flock_id),
      daily as (select farm_id, feed_type, date, sum(delta) as delta from moves group by farm_id, feed_type, date),
      running as (select sum(delta) over (partition by farm_id, feed_type order by date) as balance from daily)
      select count(*) from running where balance < 0`,
  },
  {
    rule: 'medicine used from a batch of the farm, bought by then, unexpired, never more than bought',
    sql: `select count(*) from medicines m
      where m.quantity < (select coalesce(sum(quantity), 0) from medicine_uses where medicine_id = m.id)
        or exists (select 1 from medicine_uses u join flocks f on f.id = u.flock_id where u.medicine_id = m.id
          and (u.date < m.date or u.date > m.expires_on or f.farm_id <> m.farm_id))`,
  },
  {
    rule: 'no meat or eggs sold inside a medicine withdrawal period',
    sql: `select count(*) from sales s join medicine_uses u on u.flock_id = s.flock_id
      join medicines m on m.id = u.medicine_id
      where (s.item in ('live birds', 'culls') and s.date <= u.date + m.withdrawal_days_meat and m.withdrawal_days_meat > 0)
        or (s.item = 'eggs' and s.date <= u.date + m.withdrawal_days_eggs and m.withdrawal_days_eggs > 0)`,
  },
  {
    rule: 'eggs only from layers, broken within the eggs collected',
    sql: `select count(*) from egg_collections e join flocks f on f.id = e.flock_id
      where f.type = 'broiler' or e.broken > e.eggs`,
  },
  {
    rule: 'payments against a sale come from its customer and never exceed its total',
    sql: `select count(*) from sales s
      where s.total < (select coalesce(sum(amount), 0) from amounts where sale_id = s.id)
        or exists (select 1 from amounts a where a.sale_id = s.id and (a.party_id <> s.customer_id or a.direction <> 'in'))`,
  },
  {
    rule: 'one salary per employee and month, net not negative, paid by today',
    sql: `select count(*) from employee_salaries where net < 0 or paid_on > current_date`,
  },
  {
    rule: 'purchases, costs and cash dated by today',
    sql: `select count(*) from (select date from feed_purchases union all select date from medicines
        union all select date from diesel union all select date from wood union all select date from mess
        union all select date from misc_expenses union all select date from amounts) r where r.date > current_date`,
  },
];

/** Throws, naming each broken rule, if any record breaks one. */
export async function assertRulesKept(session: SqlSession): Promise<void> {
  const broken: string[] = [];
  for (const check of CHECKS) {
    const [row] = await session.query<{ count: string | number }>(check.sql);
    const count = Number(row?.count ?? 0);
    if (count > 0) broken.push(`${check.rule}: ${count} breaches`);
  }
  if (broken.length > 0) {
    throw new Error(`The generated data breaks the product's rules:\n  ${broken.join('\n  ')}`);
  }
}
