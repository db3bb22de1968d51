/**
 * The floor of GET /api/feed-usages (a farm, a date range, newest first, one page): the page's
 * rows with their farm and flock, and the count of every matching row, in one query. Feed
 * usage has no farm column: each of the farm's flocks gives its newest rows from its
 * (flock, date) index, and the page is taken from those.
 * `$1` farm id, `$2` from, `$3` to, `$4` page size, `$5` offset.
 */
export const feedUsagePageSql = `select json_build_object(
  'data', coalesce((select json_agg(json_build_object(
      'id', u.id, 'version', u.version, 'createdAt', to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedAt', to_char(u.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'createdBy', u.created_by, 'farmId', fa.id, 'farmName', fa.name, 'flockId', u.flock_id,
      'flockName', fl.name, 'date', u.date, 'notes', u.notes, 'feedType', u.feed_type,
      'bags', u.bags::text, 'bagWeightKg', u.bag_weight_kg::text, 'quantityKg', u.quantity_kg::text)
      order by u.date desc, u.id desc)
    from (select u.* from flocks fl cross join lateral (select * from feed_usages
          where flock_id = fl.id and date between $2::date and $3::date
          order by date desc, id desc limit $4::int + $5::int) u
      where fl.farm_id = $1::uuid
      order by u.date desc, u.id desc limit $4 offset $5) u
    join flocks fl on fl.id = u.flock_id join farms fa on fa.id = fl.farm_id), '[]'),
  'total', (select count(*) from feed_usages u join flocks fl on fl.id = u.flock_id
    where fl.farm_id = $1::uuid and u.date between $2::date and $3::date)
)::text as body`;
