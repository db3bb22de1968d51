import { createdBy, sqlDates } from './context.ts';
import type { GeneratorContext, Statement } from './context.ts';
import { between, pick, targetWeightSql, uniform } from './sql-text.ts';

/** Sales (birds by the truck, manure, eggs by the week) and the payments against them. */
export function saleStatements(context: GeneratorContext): Statement[] {
  const { today, level } = sqlDates(context);
  const by = createdBy(context);
  const customer = (key: string) => between(key, 33, 1, context.customers);
  return [
    {
      label: 'plan sales',
      sql: `create temp table gen_sale as
        select gen_random_uuid() as id, s.flock_no, fl.farm_no, fl.placed_on + s.d as date,
          case when fl.type = 'broiler' then 'live birds' else 'culls' end as item, t.birds,
          round((t.birds * case when fl.type = 'broiler'
              then ${targetWeightSql('fl.breed', 's.d')} * fl.growth * (1 + 0.01 * t.truck) else 1900 end / 1000.0)::numeric, 3) as weight_kg,
          0::numeric as quantity,
          round(((case when fl.type = 'broiler' then 250 + 50 * ${uniform('s.flock_no * 10 + s.d', 37)}
            else 160 + 40 * ${uniform('s.flock_no * 10 + s.d', 37)} end) * ${level('fl.placed_on + s.d')})::numeric, 2) as rate,
          'kg' as rate_unit, ${customer('s.flock_no * 10 + t.truck')} as customer_no,
          'LES-' || ${between('s.flock_no * 100 + s.d * 3 + t.truck', 38, 1000, 9999)} as vehicle_no,
          'INV-' || s.flock_no || '-' || (s.d - fl.life_days + 3) || t.truck as invoice_no
        from gen_sold s join gen_flock fl on fl.flock_no = s.flock_no
        cross join lateral (select n as truck, case when n < 3 then s.birds / 3 else s.birds - 2 * (s.birds / 3) end as birds
          from generate_series(1, 3) n) t
        where t.birds > 0
        union all
        select gen_random_uuid(), fl.flock_no, fl.farm_no, fl.closed_on, 'manure', 0, 0,
          ${between('fl.flock_no', 39, 6, 14)},
          round(((2500 + 1000 * ${uniform('fl.flock_no', 40)}) * ${level('fl.closed_on')})::numeric, 2),
          'unit', ${customer('fl.flock_no * 10 + 7')}, '', 'MAN-' || fl.flock_no
        from gen_flock fl where fl.type = 'broiler' and fl.closed_on is not null
        union all
        select gen_random_uuid(), e.flock_no, fl.farm_no, max(e.date), 'eggs', 0, 0, sum(e.eggs - e.broken),
          round(((14 + 4 * ${uniform('e.flock_no * 100 + (e.d - 140) / 7', 41)}) * ${level('max(e.date)')})::numeric, 2),
          'unit', ${customer('e.flock_no * 100 + (e.d - 140) / 7')}, '', 'EGG-' || e.flock_no || '-' || ((e.d - 140) / 7 + 1)
        from gen_egg e join gen_flock fl on fl.flock_no = e.flock_no
        group by e.flock_no, fl.farm_no, (e.d - 140) / 7 having count(*) = 7`,
    },
    {
      label: 'sales',
      sql: `insert into sales (id, created_by, flock_id, date, customer_id, item, birds, weight_kg, quantity, rate,
          rate_unit, vehicle_no, invoice_no)
        select s.id, ${by}, fl.id, s.date, c.id, s.item, s.birds, s.weight_kg, s.quantity, s.rate, s.rate_unit,
          s.vehicle_no, s.invoice_no
        from gen_sale s join gen_flock fl on fl.flock_no = s.flock_no
        join gen_party c on c.party_no = s.customer_no`,
    },
    {
      label: 'payments for sales',
      // Most customers pay in full within days; some pay part and still owe the rest.
      sql: `insert into amounts (created_by, farm_id, date, direction, party_id, sale_id, category, method, amount, reference)
        select ${by}, f.id, least(s.date + ${between('hashtext(g.invoice_no)', 42, 0, 5)}, ${today}), 'in',
          s.customer_id, s.id, 'payment received', ${pick('hashtext(g.invoice_no)', 43, ['cash', 'bank', 'bank', 'mobile', 'cheque'])},
          case when ${uniform('hashtext(g.invoice_no)', 44)} < 0.85 then s.total else round(s.total * 0.6, 2) end,
          'RCPT-' || g.invoice_no
        from sales s join gen_sale g on g.id = s.id join gen_farm f on f.farm_no = g.farm_no
        where s.total > 0`,
    },
    {
      label: 'payments for chicks',
      sql: `insert into amounts (created_by, farm_id, date, direction, party_id, category, method, amount, reference)
        select ${by}, fl.farm_id, fl.placed_on, 'out', hatchery.id, 'payment made', 'bank',
          round(fl.chicks_placed * fl.chick_price, 2), 'CHICKS-' || fl.flock_no
        from gen_flock fl join gen_party hatchery on hatchery.party_no = 1006 + fl.flock_no % 2`,
    },
  ];
}
