import { createdBy, sqlDates } from './context.ts';
import type { GeneratorContext, Statement } from './context.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { between, pick, uniform } from './sql-text.ts';

/** The farm's own running costs, staff and payroll, flock-direct costs and cash movements. */
export function farmRecordStatements(context: GeneratorContext): Statement[] {
  const { today, start, level } = sqlDates(context);
  const by = createdBy(context);
  const weeks = `generate_series(0, (${today} - ${start}) / 7)`;
  const months = `generate_series(date_trunc('month', ${start}::timestamp), date_trunc('month', ${today}::timestamp), interval '1 month')`;
  return [
    {
      label: 'diesel',
      sql: `insert into diesel (created_by, farm_id, flock_id, date, litres, price_per_litre, purpose, notes)
        select ${by}, f.id, null::uuid, x.date, round((30 + 40 * ${uniform('f.farm_no * 1000 + w', 50)})::numeric, 1),
          round(((150 + 10 * ${uniform('f.farm_no * 1000 + w', 51)}) * ${level('x.date', 0.17)})::numeric, 2),
          'generator', 'Power cuts this week'
        from gen_farm f cross join ${weeks} w cross join lateral (select ${start} + 7 * w + f.farm_no % 7 as date) x
        where x.date <= ${today}
        union all
        select ${by}, f.id, null, x.date, round((40 + 30 * ${uniform('f.farm_no * 1000 + m', 52)})::numeric, 1),
          round(((150 + 10 * ${uniform('f.farm_no * 1000 + m', 53)}) * ${level('x.date', 0.17)})::numeric, 2),
          'vehicle', 'Farm pickup'
        from gen_farm f cross join generate_series(0, 59) m
        cross join lateral (select (date_trunc('month', ${start}::timestamp) + m * interval '1 month')::date + 4 as date) x
        where x.date between ${start} and ${today}
        union all
        select ${by}, fl.farm_id, fl.id, fl.placed_on + d, round((20 + 20 * ${uniform('fl.flock_no * 10 + d', 54)})::numeric, 1),
          round(((150 + 10 * ${uniform('fl.flock_no * 10 + d', 55)}) * ${level('fl.placed_on', 0.17)})::numeric, 2),
          'heater', 'Brooding heat'
        from gen_flock fl cross join (values (1), (8)) days(d)
        where fl.type = 'broiler' and fl.placed_on + d <= fl.end_date`,
    },
    {
      label: 'wood',
      sql: `insert into wood (created_by, farm_id, flock_id, date, quantity, unit, unit_price, purpose)
        select ${by}, fl.farm_id, fl.id, fl.placed_on, case when fl.type = 'broiler' then 1 else 2 end, 'load',
          round(((14000 + 4000 * ${uniform('fl.flock_no', 56)}) * ${level('fl.placed_on')})::numeric, 2), 'litter'
        from gen_flock fl
        union all
        select ${by}, fl.farm_id, fl.id, fl.placed_on + 1, 2, 'load',
          round(((9000 + 3000 * ${uniform('fl.flock_no', 57)}) * ${level('fl.placed_on')})::numeric, 2), 'brooding heat'
        from gen_flock fl where fl.type = 'broiler' and fl.placed_on + 1 <= fl.end_date`,
    },
    {
      label: 'mess',
      sql: `insert into mess (created_by, farm_id, date, description, persons, amount)
        select ${by}, f.id, x.date, 'Weekly groceries: flour, rice, lentils, oil', f.staff,
          round((f.staff * (1400 + 300 * ${uniform('f.farm_no * 1000 + w', 58)}) * ${level('x.date', 0.1)})::numeric, 2)
        from gen_farm f cross join ${weeks} w cross join lateral (select ${start} + 7 * w + 3 as date) x
        where x.date <= ${today}`,
    },
    {
      label: 'misc expenses',
      sql: `insert into misc_expenses (created_by, farm_id, flock_id, date, category, description, paid_to, amount)
        select ${by}, f.id, null::uuid, x.date, e.category, e.description || ' ' || to_char(m, 'YYYY-MM'), e.paid_to,
          round((e.base * case when e.category = 'electricity' then f.houses / 4.0 else 1 end
            * (0.8 + 0.4 * ${uniform('f.farm_no * 10000 + extract(year from m)::int * 13 + extract(month from m)::int * 3 + length(e.category)', 59)})
            * ${level('x.date', 0.1)})::numeric, 2)
        from gen_farm f cross join ${months} m
        cross join (values ('electricity', 'Electricity', 'LESCO', 30000, 9), ('transport', 'Feed transport', 'Khan Goods', 12000, 17),
          ('repairs', 'Fans and curtains', 'Ahmed Electric Works', 15000, 21)) e(category, description, paid_to, base, day)
        cross join lateral (select m::date + e.day as date) x
        where x.date between ${start} and ${today}
          and (e.category <> 'repairs' or extract(month from m)::int % 3 = f.farm_no % 3)
        union all
        select ${by}, fl.farm_id, fl.id, fl.placed_on, 'transport', 'Chick transport from the hatchery', 'Chick carriers',
          round(((5000 + 4000 * ${uniform('fl.flock_no', 60)}) * ${level('fl.placed_on', 0.1)})::numeric, 2)
        from gen_flock fl`,
    },
    {
      label: 'employees',
      sql: `create temp table gen_employee as
          select gen_random_uuid() as id, f.farm_no, f.id as farm_id, n,
            ${pick('f.farm_no * 100 + n', 61, FIRST_NAMES)} || ' ' || ${pick('f.farm_no * 100 + n', 62, LAST_NAMES)} as name,
            case when n = 1 then 'Farm manager' when n = 2 then 'Supervisor' when n = f.staff then 'Guard' else 'Shed worker' end as position,
            case when n = 1 then 65000 when n = 2 then 45000 when n = f.staff then 28000 else 32000 end as monthly_salary,
            case when n <= 3 then ${start} - ${between('f.farm_no * 100 + n', 63, 30, 900)}
              else ${start} + ${between('f.farm_no * 100 + n', 63, 0, 1500)} end as joined_on
          from gen_farm f cross join generate_series(1, f.staff) n;
        insert into employees (id, created_by, farm_id, name, position, phone, monthly_salary, joined_on)
          select id, ${by}, farm_id, name, position, '+92 333 ' || lpad((2220000 + farm_no * 100 + n)::text, 7, '0'),
            monthly_salary, joined_on
          from gen_employee`,
    },
    {
      label: 'salaries',
      // Pay rose over the years; a bonus now and then (Eid), a deduction rarely.
      sql: `insert into employee_salaries (created_by, employee_id, period, basic, bonus, deduction, paid_on, method)
        select ${by}, e.id, to_char(m, 'YYYY-MM'), s.basic,
          case when ${uniform('e.farm_no * 100000 + e.n * 1000 + extract(year from m)::int % 100 * 12 + extract(month from m)::int', 64)} < 0.15
            then round(s.basic * 0.5) else 0 end,
          case when ${uniform('e.farm_no * 100000 + e.n * 1000 + extract(year from m)::int % 100 * 12 + extract(month from m)::int', 65)} < 0.05
            then 2000 else 0 end,
          m::date + 27, case when e.position = 'Farm manager' then 'bank' else 'cash' end
        from gen_employee e
        cross join generate_series(date_trunc('month', greatest(e.joined_on, ${start})::timestamp),
          date_trunc('month', ${today}::timestamp) - interval '1 month', interval '1 month') m
        cross join lateral (select round(e.monthly_salary * (0.7 + 0.06 * ((m::date - ${start}) / 365.0)))::numeric(14, 2) as basic) s`,
    },
    {
      label: 'payments to suppliers',
      // Feed and medicine bills are settled early the next month; the current month stays open.
      sql: `insert into amounts (created_by, farm_id, date, direction, party_id, category, method, amount, reference)
        select ${by}, b.farm_id, b.paid_on, 'out', b.supplier_id, 'payment made', 'bank', b.amount, b.reference
        from (
          select farm_id, supplier_id, (date_trunc('month', date::timestamp) + interval '1 month')::date + 4 as paid_on,
            round(sum(total) * 0.97, 2) as amount, 'FEED-' || to_char(date, 'YYYY-MM') as reference
          from feed_purchases group by farm_id, supplier_id, date_trunc('month', date::timestamp), to_char(date, 'YYYY-MM')
          union all
          select farm_id, supplier_id, (date_trunc('month', date::timestamp) + interval '1 month')::date + 4,
            round(sum(total), 2), 'MED-' || to_char(date, 'YYYY-MM')
          from medicines group by farm_id, supplier_id, date_trunc('month', date::timestamp), to_char(date, 'YYYY-MM')
        ) b
        where b.paid_on <= ${today} and b.amount > 0`,
    },
    {
      label: 'capital, loans and drawings',
      sql: `insert into amounts (created_by, farm_id, date, direction, category, method, amount, reference, notes)
        select ${by}, f.id, ${start}, 'in', 'capital', 'bank', 5000000, 'CAP-' || f.code, 'Owner capital'
        from gen_farm f
        union all
        select ${by}, f.id, ${start} + 400, 'in', 'loan', 'bank', 3000000, 'LOAN-' || f.code, 'Bank loan for a new house'
        from gen_farm f
        union all
        select ${by}, f.id, ${start} + 365 * y, 'out', 'withdrawal', 'bank', 1200000, 'DRAW-' || f.code || '-' || y, 'Owner drawings'
        from gen_farm f cross join generate_series(1, 4) y`,
    },
  ];
}
