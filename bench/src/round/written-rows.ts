import { openSession } from '../support/bench-database.ts';
import type { BenchDatabase } from '../support/bench-database.ts';

/** What a farm's rounds left in the database, to hold the server's farm against the floor's. */
export type WrittenRows = Record<string, number | string>;

const ofFarm = (table: string) =>
  `from ${table} r where r.flock_id in (select id from flocks where farm_id = $1)`;

const writtenSql = `select
  (select count(*)::int ${ofFarm('deaths')}) as deaths,
  (select coalesce(sum(r.count), 0)::int ${ofFarm('deaths')}) as "birdsDead",
  (select count(*)::int ${ofFarm('feed_usages')}) as "feedUsages",
  (select coalesce(sum(r.quantity_kg), 0)::text ${ofFarm('feed_usages')}) as "feedKg",
  (select count(*)::int ${ofFarm('house_readings')}) as "houseReadings",
  (select count(*)::int ${ofFarm('weighings')}) as weighings,
  (select count(*)::int from daily_rounds where farm_id = $1 and result is not null) as rounds,
  (select count(*)::int from audit_entries a where a.action = 'create' and a.entity_id in (
    select r.id::text ${ofFarm('deaths')} union all select r.id::text ${ofFarm('feed_usages')}
    union all select r.id::text ${ofFarm('house_readings')}
    union all select r.id::text ${ofFarm('weighings')})) as "auditEntries"`;

/**
 * Counts and sums of each farm's round records, read once both sides have stopped (PGlite's
 * folder is opened by one process at a time).
 */
export async function writtenRows(
  database: BenchDatabase,
  farmIds: string[],
): Promise<WrittenRows[]> {
  const session = await openSession(database);
  try {
    const rows: WrittenRows[] = [];
    for (const farmId of farmIds) {
      const [row] = await session.query<WrittenRows>(writtenSql, [farmId]);
      if (!row) throw new Error(`No counts for farm ${farmId}.`);
      rows.push(row);
    }
    return rows;
  } finally {
    await session.close();
  }
}

/** Where two farms' rows differ, as `name: a against b`. */
export function rowDifferences(server: WrittenRows, floor: WrittenRows): string[] {
  return Object.keys(server)
    .filter((key) => Number(server[key]) !== Number(floor[key]))
    .map((key) => `${key}: ${server[key]} against ${floor[key]}`);
}
