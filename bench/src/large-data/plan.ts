import { createdBy, sqlDates } from './context.ts';
import type { GeneratorContext, Statement } from './context.ts';
import { OWNERS, PLACES, TRADERS } from './names.ts';
import { between, uniform } from './sql-text.ts';

const list = (items: readonly string[]) =>
  `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]`;

/**
 * The plan the records are drawn from, in temporary tables: farms, parties, flocks (one after
 * another in each house, five years long) and each flock's days with its deaths and sales, so
 * birds alive is known before any record is written.
 */
export function planStatements(context: GeneratorContext): Statement[] {
  const { today, start, level } = sqlDates(context);
  const farms = context.broilerFarms + context.layerFarms;
  const by = createdBy(context);
  return [
    {
      label: 'plan farms',
      sql: `create temp table gen_farm as
        select n as farm_no, gen_random_uuid() as id,
          case when n <= ${context.broilerFarms} then 'broiler' else 'layer' end as kind,
          case when n <= ${context.broilerFarms} then 3 + n % 4 else 3 end as houses,
          4 + n % 5 as staff,
          (${list(PLACES)})[1 + (n - 1) % ${PLACES.length}] as place,
          'F' || lpad(n::text, 2, '0') as code
        from generate_series(1, ${farms}) n`,
    },
    {
      label: 'farms',
      sql: `insert into farms (id, created_by, name, code, location, owner_name, manager_name, phone,
          capacity_birds, houses, area_m2, notes)
        select id, ${by},
          place || case when kind = 'broiler' then ' Broilers ' else ' Layers ' end || farm_no,
          code, place || ', Punjab',
          (${list(OWNERS)})[1 + farm_no % ${OWNERS.length}],
          (${list(OWNERS)})[1 + (farm_no + 3) % ${OWNERS.length}],
          '+92 300 ' || lpad((5550000 + farm_no * 37)::text, 7, '0'),
          houses * case when kind = 'broiler' then 15000 else 20000 end, houses,
          (houses * 1200)::numeric(12, 2),
          case when kind = 'broiler' then 'Environment-controlled houses.' else 'Cage layer houses.' end
        from gen_farm`,
    },
    {
      label: 'plan parties',
      sql: `create temp table gen_party as
        select n as party_no, gen_random_uuid() as id, 'customer' as role,
          case when n % 9 = 0 then 'both' else 'customer' end as kind,
          (${list(TRADERS)})[1 + (n - 1) % ${TRADERS.length}] || ' Traders, '
            || (${list(PLACES)})[1 + ((n - 1) / ${TRADERS.length}) % ${PLACES.length}]
            || case when n > ${TRADERS.length * PLACES.length} then ' ' || n else '' end as name,
          round((${uniform('n', 31)} * 200000)::numeric, -3) as opening_balance
        from generate_series(1, ${context.customers}) n
        union all
        select 1000 + n, gen_random_uuid(), role, 'supplier', name, -250000
        from (values (1, 'feed', 'Punjab Feeds'), (2, 'feed', 'Hi-Tech Feed Mills'),
          (3, 'feed', 'Sadiq Feeds'), (4, 'medicine', 'Vet Care Pharma'),
          (5, 'medicine', 'Agri Vet Distributors'), (6, 'hatchery', 'Big Bird Hatchery'),
          (7, 'hatchery', 'Islamabad Chicks')) s(n, role, name)`,
    },
    {
      label: 'parties',
      sql: `insert into parties (id, created_by, name, kind, phone, address, opening_balance)
        select id, ${by}, name, kind, '+92 321 ' || lpad((4440000 + party_no * 53)::text, 7, '0'),
          split_part(name, ', ', 2), opening_balance
        from gen_party`,
    },
    {
      label: 'plan flocks',
      sql: `create temp table gen_flock as
        with houses as (
          select f.farm_no, f.id as farm_id, f.code, f.kind, h as house_no, f.farm_no * 16 + h as house_key,
            case when f.kind = 'broiler' then ${between('f.farm_no * 16 + h', 11, 56, 63)} else 588 end as cycle_days
          from gen_farm f cross join lateral generate_series(1, f.houses) h
        ),
        placed as (
          select h.*, k as cycle_no, ${start} + k * h.cycle_days + case when h.kind = 'broiler'
              then floor(${uniform('h.house_key', 12)} * h.cycle_days)::int
              else (h.house_no - 1) * 196 + floor(${uniform('h.house_key', 12)} * 28)::int end as placed_on
          from houses h cross join lateral generate_series(0, (${today} - ${start}) / h.cycle_days) k
        ),
        numbered as (
          select p.*, row_number() over (order by p.farm_no, p.house_no, p.cycle_no)::int as flock_no
          from placed p where p.placed_on <= ${today}
        ),
        drawn as (
          select n.*,
            case when kind = 'broiler' then ${between('flock_no', 13, 35, 45)} else 560 end as life_days,
            case when kind = 'broiler' then 500 * ${between('flock_no', 14, 16, 30)}
              else 1000 * ${between('flock_no', 14, 10, 20)} end as chicks_placed,
            case when kind = 'broiler' then (case when ${uniform('flock_no', 15)} < 0.7 then 'Ross 308' else 'Cobb 500' end)
              else 'Lohmann Brown' end as breed,
            0.6 + ${uniform('flock_no', 16)} as mortality,
            case when kind = 'broiler' then 0.88 + 0.16 * ${uniform('flock_no', 17)}
              else 0.95 + 0.1 * ${uniform('flock_no', 17)} end as growth
          from numbered n
        )
        select flock_no, gen_random_uuid() as id, farm_no, farm_id, house_no, cycle_no, kind as type, breed,
          code || ' H' || house_no || ' ' || split_part(breed, ' ', 1) || ' Batch ' || (cycle_no + 1) as name,
          placed_on, life_days,
          case when placed_on + life_days <= ${today} then placed_on + life_days end as closed_on,
          least(placed_on + life_days, ${today}) as end_date,
          chicks_placed, round(chicks_placed * 0.02)::int as free_chicks,
          chicks_placed + round(chicks_placed * 0.02)::int as birds_placed,
          round(((case when kind = 'broiler' then 30 + 15 * ${uniform('flock_no', 18)}
            else 95 + 30 * ${uniform('flock_no', 18)} end) * ${level('placed_on', 0.08)})::numeric, 2) as chick_price,
          case when kind = 'layer' then 560 when life_days <= 40 then 40 else 42 end as target_age_days,
          mortality, growth
        from drawn`,
    },
    {
      label: 'flocks',
      sql: `insert into flocks (id, created_by, farm_id, name, handle, type, breed, house, placed_on,
          chicks_placed, free_chicks, chick_price, target_age_days, status, closed_on, notes)
        select id, ${by}, farm_id, name, lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')), type, breed,
          'House ' || house_no, placed_on, chicks_placed, free_chicks, chick_price, target_age_days,
          case when closed_on is null then 'active' else 'closed' end, closed_on,
          case when ${uniform('flock_no', 19)} < 0.1 then 'Chicks arrived late in the evening.' else '' end
        from gen_flock`,
    },
    {
      label: 'plan deaths',
      // Broilers lose most birds in the first week; layers a few a day.
      sql: `create temp table gen_day as
        select fl.flock_no, d, fl.placed_on + d as date,
          floor(fl.birds_placed * fl.mortality * (0.3 + 1.4 * ${uniform('fl.flock_no * 1000 + d', 21)})
            * case when fl.type = 'layer' then 0.00012 when d < 7 then 0.0025 when d < 14 then 0.0011 else 0.0009 end
            + ${uniform('fl.flock_no * 1000 + d', 22)})::int as deaths
        from gen_flock fl cross join lateral generate_series(0, fl.end_date - fl.placed_on) d`,
    },
    {
      label: 'plan sales of birds',
      // A closed flock is sold out over its last days: broilers over three, spent hens over two.
      sql: `create temp table gen_sold as
        with last_days as (
          select fl.flock_no, fl.type, fl.life_days as l, fl.birds_placed,
            sum(g.deaths) filter (where g.d <= fl.life_days - 2) as c2,
            sum(g.deaths) filter (where g.d <= fl.life_days - 1) as c1,
            sum(g.deaths) as c0
          from gen_flock fl join gen_day g on g.flock_no = fl.flock_no
          where fl.closed_on is not null
          group by fl.flock_no, fl.type, fl.life_days, fl.birds_placed
        ),
        firsts as (
          select *, case when type = 'broiler' then floor(0.3 * (birds_placed - c2))::int else 0 end as n1
          from last_days
        ),
        seconds as (select *, floor(0.5 * (birds_placed - c1 - n1))::int as n2 from firsts)
        select flock_no, l - 2 as d, n1 as birds from seconds where n1 > 0
        union all select flock_no, l - 1, n2 from seconds where n2 > 0
        union all select flock_no, l, (birds_placed - c0 - n1 - n2)::int from seconds
          where birds_placed - c0 - n1 - n2 > 0`,
    },
    {
      label: 'plan birds alive',
      sql: `create temp table gen_life as
        select g.flock_no, g.d, g.date, g.deaths, coalesce(s.birds, 0) as sold,
          fl.birds_placed - coalesce(sum(g.deaths + coalesce(s.birds, 0)) over before, 0) as alive_start,
          fl.birds_placed - sum(g.deaths + coalesce(s.birds, 0)) over upto as alive_end
        from gen_day g join gen_flock fl on fl.flock_no = g.flock_no
        left join gen_sold s on s.flock_no = g.flock_no and s.d = g.d
        window upto as (partition by g.flock_no order by g.d),
          before as (partition by g.flock_no order by g.d rows between unbounded preceding and 1 preceding)`,
    },
    {
      label: 'index the plan',
      sql: `create index on gen_life (flock_no, d); create index on gen_flock (flock_no); analyze gen_life; analyze gen_flock`,
    },
  ];
}
