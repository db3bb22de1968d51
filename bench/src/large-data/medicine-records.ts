import { createdBy, sqlDates } from './context.ts';
import type { GeneratorContext, Statement } from './context.ts';
import { PROGRAMME } from './medicine-programme.ts';
import { pick, uniform } from './sql-text.ts';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** One medicine batch per flock and programme item, bought the day of its first use. */
export function medicineStatements(context: GeneratorContext): Statement[] {
  const { today, level } = sqlDates(context);
  const by = createdBy(context);
  const rows = PROGRAMME.map(
    (item, index) =>
      `(${index + 1}, ${text(item.type)}, ${text(item.name)}, ${text(item.kind)}, ${text(item.unit)}, ` +
      `${item.perBird}, ${item.unitPrice}, ${item.shelfDays}, ${item.withdrawalDaysMeat}, ` +
      `${text(item.purpose)}, ${text(item.method)}, array[${item.ages.join(', ')}], ${item.share})`,
  );
  const vets = ['Dr. Tomasz Nowak', 'Dr. Sana Mir', 'Dr. Ali Raza', 'Dr. Hira Baig'];
  return [
    {
      label: 'plan medicine use',
      sql: `create temp table gen_programme as
          select * from (values ${rows.join(',\n')})
            p(item_no, type, name, kind, unit, per_bird, unit_price, shelf_days, meat_days, purpose, method, ages, share);
        create temp table gen_med_use as
          select fl.flock_no, fl.farm_no, p.item_no, l.d, l.date,
            case when p.unit = 'dose' then ceil(l.alive_start * p.per_bird)
              else round((l.alive_start * p.per_bird)::numeric, 1) end as quantity
          from gen_flock fl
          join gen_programme p on p.type = fl.type and ${uniform('fl.flock_no * 100 + p.item_no', 29)} < p.share
          cross join lateral unnest(p.ages) age
          join gen_life l on l.flock_no = fl.flock_no and l.d = age
          where l.alive_start > 0 and (fl.closed_on is null or l.d < fl.life_days - 2);
        create temp table gen_med as
          select flock_no, farm_no, item_no, gen_random_uuid() as id, min(date) as date, sum(quantity) as used
          from gen_med_use group by flock_no, farm_no, item_no`,
    },
    {
      label: 'medicines',
      // Old batches were used up; the last few months' leave some in stock, some near expiry.
      sql: `insert into medicines (id, created_by, farm_id, date, name, kind, unit, quantity, unit_price,
          supplier_id, batch_no, expires_on, withdrawal_days_meat, withdrawal_days_eggs)
        select m.id, ${by}, f.id, m.date, p.name, p.kind, p.unit,
          case when m.date > ${today} - 100 then ceil(m.used / 100) * 100 + 100 else m.used end,
          round((p.unit_price * ${level('m.date')} * (0.95 + 0.1 * ${uniform('m.flock_no * 100 + m.item_no', 30)}))::numeric, 2),
          supplier.id, 'B' || to_char(m.date, 'YYMMDD') || '-' || m.item_no, m.date + p.shelf_days, p.meat_days, 0
        from gen_med m join gen_programme p on p.item_no = m.item_no
        join gen_farm f on f.farm_no = m.farm_no
        join gen_party supplier on supplier.party_no = 1004 + m.farm_no % 2`,
    },
    {
      label: 'medicine uses',
      sql: `insert into medicine_uses (created_by, flock_id, medicine_id, date, quantity, purpose, method, administered_by)
        select ${by}, fl.id, m.id, u.date, u.quantity, p.purpose, p.method,
          case when p.kind = 'vaccine' then ${pick('u.farm_no', 32, vets)} else 'Farm staff' end
        from gen_med_use u join gen_med m on m.flock_no = u.flock_no and m.item_no = u.item_no
        join gen_programme p on p.item_no = u.item_no
        join gen_flock fl on fl.flock_no = u.flock_no`,
    },
  ];
}
