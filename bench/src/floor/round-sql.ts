// The daily round floor's statements (see bare-round-server.ts). Parameters are JSON text cast
// in SQL, so the same text runs on node-postgres and PGlite.

/** The round's key: `on conflict do nothing` answers no row when the round was sent before. */
export const claimRoundSql = `insert into daily_rounds (round_id, user_id, farm_id, date, body_hash)
  values ($1, $2, $3, $4, $5) on conflict do nothing returning round_id`;

export const storedRoundSql = `select body_hash as "bodyHash", result from daily_rounds
  where round_id = $1 and user_id = $2`;

/**
 * The round's flocks, locked for the transaction (as the server's lockOpenFlock), with what the
 * rules need: open, on the round's farm, the date inside the flock's life and not after the
 * farm's today.
 */
export const lockFlocksSql = `select f.id, f.name, f.farm_id as "farmId", fa.name as "farmName",
    f.status = 'closed' as closed,
    ($2::date >= f.placed_on and (f.closed_on is null or $2::date <= f.closed_on)) as "inLife",
    $2::date <= (now() at time zone fa.time_zone)::date as "notFuture"
  from flocks f join farms fa on fa.id = f.farm_id
  where f.id in (select value::uuid from jsonb_array_elements_text($1::jsonb))
  order by f.id
  for update of f`;

/** One farm's feed of a type is changed by one transaction at a time (the server's key). */
export const lockFeedSql = `select count(*)::int as locked from (
    select pg_advisory_xact_lock(hashtext(key)) from (
      select distinct 'feed:' || $1::text || ':' || value as key
      from jsonb_array_elements_text($2::jsonb) order by 1) keys) locks`;

const stamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const meta = `'id', id, 'version', version, 'createdAt', ${stamp('created_at')},
  'updatedAt', ${stamp('updated_at')}, 'createdBy', created_by, 'flockId', flock_id,
  'date', date::text, 'notes', notes`;

/**
 * Every record of the round in one statement, with the ids the floor made, each answered as
 * JSON with the stored values (numbers as the columns' text, feed bags from the kilograms at
 * the default bag weight, as the server works them out).
 * $1 deaths, $2 feed, $3 readings, $4 weighings, $5 eggs (JSON arrays), $6 date, $7 user,
 * $8 the default bag weight.
 */
export const insertRecordsSql = `with
  d as (insert into deaths (id, flock_id, date, count, cause, created_by)
    select x.id, x."flockId", $6::date, x.count, x.cause, $7::uuid
    from jsonb_to_recordset($1::jsonb) as x(id uuid, "flockId" uuid, count int, cause text)
    returning json_build_object(${meta}, 'count', count, 'cause', cause) as j),
  f as (insert into feed_usages (id, flock_id, date, feed_type, bags, bag_weight_kg, quantity_kg, created_by)
    select x.id, x."flockId", $6::date, x."feedType",
      round(x."quantityKg"::numeric / $8::numeric, 3), $8::numeric, x."quantityKg"::numeric, $7::uuid
    from jsonb_to_recordset($2::jsonb) as x(id uuid, "flockId" uuid, "feedType" text, "quantityKg" text)
    returning json_build_object(${meta}, 'feedType', feed_type, 'bags', bags::text,
      'bagWeightKg', bag_weight_kg::text, 'quantityKg', quantity_kg::text) as j),
  r as (insert into house_readings (id, flock_id, date, water_litres, min_temp_c, max_temp_c, humidity_percent, created_by)
    select x.id, x."flockId", $6::date, x."waterLitres"::numeric, x."minTempC"::numeric,
      x."maxTempC"::numeric, x."humidityPercent"::numeric, $7::uuid
    from jsonb_to_recordset($3::jsonb) as x(id uuid, "flockId" uuid, "waterLitres" text,
      "minTempC" text, "maxTempC" text, "humidityPercent" text)
    returning json_build_object(${meta}, 'waterLitres', water_litres::text,
      'minTempC', min_temp_c::text, 'maxTempC', max_temp_c::text,
      'humidityPercent', humidity_percent::text) as j),
  w as (insert into weighings (id, flock_id, date, sample_size, average_weight_g, created_by)
    select x.id, x."flockId", $6::date, x."sampleSize", x."averageWeightG"::numeric, $7::uuid
    from jsonb_to_recordset($4::jsonb) as x(id uuid, "flockId" uuid, "sampleSize" int, "averageWeightG" text)
    returning json_build_object(${meta}, 'sampleSize', sample_size,
      'averageWeightG', average_weight_g::text) as j),
  e as (insert into egg_collections (id, flock_id, date, eggs, broken, created_by)
    select x.id, x."flockId", $6::date, x.eggs, coalesce(x.broken, 0), $7::uuid
    from jsonb_to_recordset($5::jsonb) as x(id uuid, "flockId" uuid, eggs int, broken int)
    returning json_build_object(${meta}, 'eggs', eggs, 'broken', broken) as j)
  select (select coalesce(json_agg(j), '[]') from d) as deaths,
    (select coalesce(json_agg(j), '[]') from f) as feed,
    (select coalesce(json_agg(j), '[]') from r) as readings,
    (select coalesce(json_agg(j), '[]') from w) as weighings,
    (select coalesce(json_agg(j), '[]') from e) as eggs`;

/**
 * The rules that hold once the records are in (deaths and usage only take away, so the state
 * after the whole round being right means every step was): the flocks that now have fewer
 * than zero birds alive (placed, less deaths and birds sold), and the feed types of the farm
 * whose running stock (purchases in, its flocks' usage out, by date) goes below zero on some
 * day, unless the installation allows negative stock.
 * $1 flock ids, $2 farm id, $3 feed types (JSON arrays).
 */
export const roundRulesSql = `select
  (select coalesce(json_agg(f.name), '[]') from flocks f
    where f.id in (select value::uuid from jsonb_array_elements_text($1::jsonb))
      and f.chicks_placed + f.free_chicks
        - coalesce((select sum(d.count) from deaths d where d.flock_id = f.id), 0)
        - coalesce((select sum(s.birds) from sales s where s.flock_id = f.id
            and s.item in ('live birds', 'culls')), 0) < 0) as "shortOfBirds",
  (select coalesce(json_agg(t.type), '[]') from (select distinct value as type
      from jsonb_array_elements_text($3::jsonb)) t
    where not coalesce((select (value->>'allowNegativeFeedStock')::boolean from app_meta
        where key = 'settings'), false)
      and exists (select 1 from (
        select sum(delta) over (order by date) as balance from (
          select date, sum(delta) as delta from (
            select p.date, p.quantity_kg as delta from feed_purchases p
              where p.farm_id = $2::uuid and p.feed_type = t.type
            union all
            select u.date, -u.quantity_kg from feed_usages u join flocks fl on fl.id = u.flock_id
              where fl.farm_id = $2::uuid and u.feed_type = t.type
          ) events group by date) daily) running
        where balance < 0)) as "shortOfFeed"`;

/** One audit entry per record written (its JSON as answered), and the round's stored answer. */
export const auditAndResultSql = `with audit as (
    insert into audit_entries (user_id, action, entity, entity_id, after)
    select $1::uuid, 'create', x.entity, x.id, x.after
    from jsonb_to_recordset($2::jsonb) as x(entity text, id text, after jsonb))
  update daily_rounds set result = $3::jsonb where round_id = $4::uuid and user_id = $1::uuid`;
