import { targetIntakeG, targetWeightG } from '@flockbook/contracts';
import type { DailyRound, FLOCK_TYPES, ListResponse } from '@flockbook/contracts';
import { farms, flocks, houses } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ProblemError } from '../../lib/problem.ts';
import { seesFarm } from '../../records/farm-access.ts';
import type { FarmAccess } from '../../records/farm-access.ts';
import { birdsAliveSql } from '../flocks/flock-figures.ts';
import { ROUND_AREAS } from './round-areas.ts';

type Recorded = NonNullable<DailyRound['houses'][number]['recorded']>;
type FlockRow = {
  id: string;
  name: string;
  type: (typeof FLOCK_TYPES)[number];
  breed: string;
  placedOn: string;
  houseId: string | null;
  birdsAlive: number;
};

/** The day before a YYYY-MM-DD: birds alive that morning are those alive at its end. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Refuses a farm the user does not work with as one that does not exist. */
export async function assertRoundFarm(db: Database, access: FarmAccess, farmId: string) {
  const rows = await db.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId));
  if (rows.length === 0 || !seesFarm(access, farmId)) {
    throw new ProblemError(404, { detail: 'No farm with this id.' });
  }
}

/** Every record of an area on the farm and date, through the area's own list (farm-scoped). */
async function dayRecords<TItem>(
  list: (db: Database, query: never, filters: never) => Promise<ListResponse<TItem>>,
  db: Database,
  farmId: string,
  date: string,
): Promise<TItem[]> {
  const rows: TItem[] = [];
  for (let page = 1; ; page += 1) {
    const query = { page, pageSize: 100, sort: { field: 'date', direction: 'asc' } };
    const { data } = await list(db, query as never, { farmId, from: date, to: date } as never);
    rows.push(...data);
    if (data.length < 100) return rows;
  }
}

/**
 * The round of a farm and day: its active houses (by name), each with its active flock, then
 * the farm's active flocks without a house; birds alive that morning, the breed's target at
 * that age, and what the day already holds for each flock.
 */
export async function readDailyRound(
  db: Database,
  access: FarmAccess,
  farmId: string,
  date: string,
): Promise<DailyRound> {
  await assertRoundFarm(db, access, farmId);
  const houseRows = await db
    .select({ id: houses.id, name: houses.name })
    .from(houses)
    .where(and(eq(houses.farmId, farmId), eq(houses.active, true)))
    .orderBy(asc(houses.name), asc(houses.id));
  const flockRows = (await db
    .select({
      id: flocks.id,
      name: flocks.name,
      type: flocks.type,
      breed: flocks.breed,
      placedOn: sql<string>`${flocks.placedOn}::text`,
      houseId: flocks.houseId,
      birdsAlive: birdsAliveSql(dayBefore(date)),
    })
    .from(flocks)
    .where(and(eq(flocks.farmId, farmId), eq(flocks.status, 'active')))
    .orderBy(asc(flocks.name), asc(flocks.id))) as FlockRow[];

  const [deaths, feed, readings, eggs, weighings] = await Promise.all([
    dayRecords(ROUND_AREAS.deaths.list, db, farmId, date),
    dayRecords(ROUND_AREAS.feed.list, db, farmId, date),
    dayRecords(ROUND_AREAS.reading.list, db, farmId, date),
    dayRecords(ROUND_AREAS.eggs.list, db, farmId, date),
    dayRecords(ROUND_AREAS.weighing.list, db, farmId, date),
  ]);
  const recordedOf = (flockId: string): Recorded => ({
    deaths: deaths.filter((row) => row.flockId === flockId),
    feed: feed.filter((row) => row.flockId === flockId),
    reading: readings.find((row) => row.flockId === flockId) ?? null,
    eggs: eggs.filter((row) => row.flockId === flockId),
    weighings: weighings.filter((row) => row.flockId === flockId),
  });
  const entryOf = (flock: FlockRow | undefined) => {
    if (!flock) return { flock: null, recorded: null };
    const ageDays = daysBetween(flock.placedOn, date);
    return {
      flock: {
        id: flock.id,
        name: flock.name,
        type: flock.type,
        breed: flock.breed,
        placedOn: flock.placedOn,
        ageDays,
        birdsAlive: flock.birdsAlive,
        targetWeightG: targetWeightG(flock.breed, ageDays),
        targetDailyIntakeG: targetIntakeG(flock.breed, ageDays),
      },
      recorded: recordedOf(flock.id),
    };
  };
  const houseIds = new Set(houseRows.map((house) => house.id));
  return {
    farmId,
    date,
    houses: [
      ...houseRows.map((house) => ({
        house,
        ...entryOf(flockRows.find((flock) => flock.houseId === house.id)),
      })),
      ...flockRows
        .filter((flock) => !flock.houseId || !houseIds.has(flock.houseId))
        .map((flock) => ({ house: null, ...entryOf(flock) })),
    ],
  };
}
