import { createdBy, sqlDates } from './context.ts';
import type { GeneratorContext, Statement } from './context.ts';
import { between, pick, targetWeightSql, uniform } from './sql-text.ts';

const dayKey = 'l.flock_no * 1000 + l.d';

/** Deaths, weighings, egg collections, feed usage and the feed bought for it. */
export function flockRecordStatements(context: GeneratorContext): Statement[] {
  const { level } = sqlDates(context);
  const by = createdBy(context);
  const mainCause = `case
      when fl.type = 'broiler' and l.d < 7 then ${pick(dayKey, 24, ['unknown', 'cold', 'crushing', 'disease', 'unknown'])}
      when extract(month from l.date) in (5, 6, 7) and ${uniform(dayKey, 25)} < 0.5 then 'heat stress'
      else ${pick(dayKey, 24, ['disease', 'unknown', 'unknown', 'other', 'disease', 'unknown', 'unknown', 'predator'])} end`;
  const layRate = `case when l.d < 175 then 0.93 * (l.d - 139) / 35.0
      else greatest(0.6, 0.93 - 0.0005 * (l.d - 175)) end`;
  const feedType = `case when fl.type = 'broiler' then
        case when l.d <= 7 then 'pre-starter' when l.d <= 17 then 'starter' when l.d <= 29 then 'grower' else 'finisher' end
      else case when l.d < 42 then 'starter' when l.d < 126 then 'grower' else 'layer' end end`;
  const intakeG = `case when fl.type = 'broiler' then 12 + 5.0 * l.d else least(115, 12 + 1.0 * l.d) end`;
  const bagPrice = `case p.feed_type when 'pre-starter' then 4700 when 'starter' then 4500
      when 'grower' then 4300 when 'finisher' then 4200 else 3700 end`;
  return [
    {
      label: 'deaths',
      // Most losses under one cause, with the weak birds culled the same day as a second entry.
      sql: `insert into deaths (created_by, flock_id, date, count, cause, notes)
        select ${by}, fl.id, l.date, part.count, part.cause, part.notes
        from gen_life l join gen_flock fl on fl.flock_no = l.flock_no
        cross join lateral (select floor(l.deaths * 0.25 * ${uniform(dayKey, 23)})::int as culled) c
        cross join lateral (values (l.deaths - c.culled, ${mainCause}, ''),
          (c.culled, 'culled', 'Weak and lame birds culled')) part(count, cause, notes)
        where l.deaths > 0 and part.count > 0`,
    },
    {
      label: 'weighings',
      sql: `insert into weighings (created_by, flock_id, date, sample_size, average_weight_g)
        select ${by}, fl.id, l.date,
          case when fl.type = 'broiler' then ${between(dayKey, 26, 50, 100)} else ${between(dayKey, 26, 30, 60)} end,
          round((${targetWeightSql('fl.breed', 'l.d')} * fl.growth * (0.97 + 0.06 * ${uniform(dayKey, 27)}))::numeric, 1)
        from gen_life l join gen_flock fl on fl.flock_no = l.flock_no
        where l.alive_start > 0 and l.d >= 3 and (
          (fl.type = 'broiler' and (l.d % 3 = 0 or l.d = fl.life_days - 3) and l.d <= fl.life_days - 3)
          or (fl.type = 'layer' and l.d % 7 = 0 and l.d <= fl.life_days - 2))`,
    },
    {
      label: 'plan egg collections',
      // Hens come into lay at 20 weeks, peak near 93 % and slowly fall off.
      sql: `create temp table gen_egg as
        select flock_no, d, date, eggs, floor(eggs * (0.005 + 0.015 * ${uniform('flock_no * 1000 + d', 35)}))::int as broken
        from (select l.flock_no, l.d, l.date,
            floor(l.alive_start * ${layRate} * (0.97 + 0.04 * ${uniform(dayKey, 34)}))::int as eggs
          from gen_life l join gen_flock fl on fl.flock_no = l.flock_no
          where fl.type = 'layer' and l.d >= 140 and l.alive_start > 0
            and (fl.closed_on is null or l.d <= fl.life_days - 2)) e`,
    },
    {
      label: 'egg collections',
      sql: `insert into egg_collections (created_by, flock_id, date, eggs, broken)
        select ${by}, fl.id, e.date, e.eggs, e.broken
        from gen_egg e join gen_flock fl on fl.flock_no = e.flock_no`,
    },
    {
      label: 'plan feed usage',
      // Broilers are fed three times a day, layers twice; a closed flock eats until its last day.
      sql: `create temp table gen_feed as
        select l.flock_no, fl.farm_no, l.d, l.date, l.d / 7 as week, s.label, ${feedType} as feed_type,
          round((l.alive_start * (${intakeG}) / 1000.0 * s.share
            * (0.95 + 0.1 * ${uniform(`(${dayKey}) * 10 + s.slot`, 28)}))::numeric, 1) as kg
        from gen_life l join gen_flock fl on fl.flock_no = l.flock_no
        join (values (1, 0.3, 'Morning feed', 'broiler'), (2, 0.3, 'Midday feed', 'broiler'),
            (3, 0.4, 'Evening feed', 'broiler'), (1, 0.5, 'Morning feed', 'layer'),
            (2, 0.5, 'Afternoon feed', 'layer')) s(slot, share, label, type) on s.type = fl.type
        where l.alive_start > 0 and (fl.closed_on is null or l.d < fl.life_days)`,
    },
    {
      label: 'feed usages',
      sql: `insert into feed_usages (created_by, flock_id, date, feed_type, bags, bag_weight_kg, quantity_kg, notes)
        select ${by}, fl.id, f.date, f.feed_type, round(f.kg / 50, 3), 50, f.kg, f.label
        from gen_feed f join gen_flock fl on fl.flock_no = f.flock_no
        where f.kg > 0`,
    },
    {
      label: 'feed purchases',
      // Each flock's feed of a type arrives weekly, in whole bags, on the first day it is fed,
      // so the farm's stock of that type never runs below zero.
      sql: `insert into feed_purchases (created_by, farm_id, date, feed_type, bags, bag_weight_kg, quantity_kg,
          price_per_bag, supplier_id, invoice_no)
        select ${by}, f.id, p.date, p.feed_type, p.bags, 50, p.bags * 50,
          round((${bagPrice} * ${level('p.date')} * (0.97 + 0.06 * ${uniform('p.flock_no * 1000 + p.week * 8 + length(p.feed_type)', 36)}))::numeric, 2),
          supplier.id, 'FM-' || p.flock_no || '-' || (p.week + 1) || '-' || upper(left(p.feed_type, 2))
        from (select flock_no, farm_no, feed_type, week, min(date) as date, ceil(sum(kg) / 50)::int as bags
            from gen_feed where kg > 0 group by flock_no, farm_no, feed_type, week) p
        join gen_farm f on f.farm_no = p.farm_no
        join gen_party supplier on supplier.party_no = 1001 + p.farm_no % 3`,
    },
  ];
}
