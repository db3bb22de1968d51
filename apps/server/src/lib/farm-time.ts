import { farmToday } from '@flockbook/contracts';
import { farms } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { eq, inArray, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { ProblemError } from './problem.ts';

export const FUTURE_DATE = 'The date cannot be in the future';

/**
 * A farm's "today": the date in the farm's time zone, never the server's or the database's
 * clock. `farmToday` (contracts) is the rule; these apply it to a farm of the database.
 */
export { farmToday };

/** The time zone of a farm (UTC for one that does not exist, refused elsewhere). */
export async function farmTimeZone(db: Database, farmId: string): Promise<string> {
  if (!farmId) return 'UTC';
  const rows = await db
    .select({ timeZone: farms.timeZone })
    .from(farms)
    .where(eq(farms.id, farmId));
  return rows[0]?.timeZone ?? 'UTC';
}

/** The farm's today, now. */
export async function todayOnFarm(db: Database, farmId: string, now = new Date()): Promise<string> {
  return farmToday(await farmTimeZone(db, farmId), now);
}

/** Each farm's today, by farm id (as the database spells it), for farms of several zones. */
export async function todaysOnFarms(
  db: Database,
  farmIds: readonly string[],
  now = new Date(),
): Promise<Map<string, string>> {
  if (farmIds.length === 0) return new Map();
  const rows = await db
    .select({ id: farms.id, timeZone: farms.timeZone })
    .from(farms)
    .where(inArray(farms.id, [...farmIds]));
  return new Map(rows.map((row) => [row.id, farmToday(row.timeZone, now)]));
}

/** Farm ids grouped by their today: the farms sharing a day can be read together. */
export function byDay(todays: Map<string, string>): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const [farmId, today] of todays) days.set(today, [...(days.get(today) ?? []), farmId]);
  return days;
}

/**
 * The same rule inside a query: the date in the zone named by `timeZone` (a column or
 * subquery) at the application's clock (not the database's), read each time a query is built
 * unless `now` is given.
 */
export function farmTodaySql(timeZone: SQLWrapper, now?: Date): SQLWrapper {
  return {
    getSQL: (): SQL =>
      sql`(${(now ?? new Date()).toISOString()}::timestamptz at time zone ${timeZone})::date`,
  };
}

/**
 * Changes whenever some farm's date may change: zones' midnights fall on quarter hours of UTC.
 * A statement that reads a farm's today is kept no longer than this.
 */
export function farmClockSlot(now = new Date()): number {
  return Math.floor(now.getTime() / 900_000);
}

/**
 * The latest today of the installation: in its own zone (`zone`) or on any of its farms. A
 * record of no farm (a payment) made on a farm whose day has begun is not in the future, and
 * the forms start such a record on that farm's today.
 */
export async function latestToday(db: Database, zone: string, now = new Date()): Promise<string> {
  const rows = await db.selectDistinct({ timeZone: farms.timeZone }).from(farms);
  const days = [zone, ...rows.map((row) => row.timeZone)].map((name) => farmToday(name, now));
  return days.reduce((latest, day) => (day > latest ? day : latest));
}

/**
 * Refuses a date after the farm's today, at `field`; a record of no farm is held to the latest
 * today of the installation (`latestToday`, `zoneWithoutFarm` being the installation's zone).
 */
export async function assertNotAfterFarmToday(
  db: Database,
  farmId: string | null,
  date: string,
  field = 'date',
  zoneWithoutFarm = 'UTC',
): Promise<void> {
  const today = farmId ? await todayOnFarm(db, farmId) : await latestToday(db, zoneWithoutFarm);
  if (date > today) {
    throw new ProblemError(400, { errors: { [field]: FUTURE_DATE } });
  }
}
