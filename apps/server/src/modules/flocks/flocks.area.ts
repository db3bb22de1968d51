import {
  flockFiltersSchema,
  flockInputSchema,
  flockPatchSchema,
  flockSchema,
} from '@flockbook/contracts';
import type { Flock } from '@flockbook/contracts';
import { FLOCK_RECORD_TABLES, farms, flocks, houses } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FarmAccess } from '../../records/farm-access.ts';
import { ProblemError } from '../../lib/problem.ts';
import { assertNotAfterFarmToday } from '../../lib/farm-time.ts';
import { assertFarmExists } from '../../records/references.ts';
import { assertFlockFitsHouse } from '../houses/house-rules.ts';
import { joinedReads } from '../../records/joined-record-area.ts';
import type { RecordArea } from '../../records/record-area.ts';
import { flockFiguresColumns, flockSumsJoins, joinedFlockFiguresColumns } from './flock-figures.ts';
import { uniqueHandle } from './flock-handle.ts';
import { assertProgrammeFits } from '../programmes/programmes.service.ts';

type FlockFilters = z.infer<typeof flockFiltersSchema>;

/** The flock's house by its record's name, or the free text of a farm without houses. */
const houseNameSql = sql<string>`coalesce(${houses.name}, ${flocks.house})`;
/** The name of the vaccination programme the flock follows. */
const programmeNameSql = sql<
  string | null
>`(select p.name from vaccination_programmes p where p.id = ${flocks.programmeId})`;

const specWith = (figures: typeof flockFiguresColumns): ListSpec<FlockFilters> => ({
  sortable: {
    name: flocks.name,
    farmName: farms.name,
    breed: flocks.breed,
    type: flocks.type,
    status: flocks.status,
    house: houseNameSql,
    placedOn: flocks.placedOn,
    ageDays: figures.ageDays,
    birdsAlive: figures.birdsAlive,
    mortalityPercent: figures.mortalityPercent,
  },
  defaultSort: { field: 'placedOn', direction: 'desc' },
  tiebreaker: flocks.id,
  searchable: [
    flocks.name,
    flocks.breed,
    flocks.house,
    (pattern) => sql`${flocks.houseId} in (select id from houses where name ilike ${pattern})`,
    (pattern) => sql`${flocks.farmId} in (select id from farms where name ilike ${pattern})`,
  ],
  filters: {
    farmId: (value) => eq(flocks.farmId, value),
    status: (value) => eq(flocks.status, value),
    type: (value) => eq(flocks.type, value),
  },
});

const reads = joinedReads({
  table: flocks,
  selection: {
    ...getTableColumns(flocks),
    farmName: farms.name,
    house: houseNameSql,
    programmeName: programmeNameSql,
    figures: flockFiguresColumns,
  },
  from: (db, columns) =>
    db
      .select(columns)
      .from(flocks)
      .innerJoin(farms, eq(flocks.farmId, farms.id))
      .leftJoin(houses, eq(flocks.houseId, houses.id)),
  // Every flock has its farm: the join neither drops nor repeats rows, and the filters and the
  // search read the flock's own columns.
  countFrom: (db, columns) => db.select(columns).from(flocks),
  spec: specWith(flockFiguresColumns),
  visibleFarms: (farmIds) => sql`${flocks.farmId} = any(${farmIds})`,
  item: flockSchema,
});

/**
 * The same list with every flock's deaths and birds sold summed in one pass, for a sort of
 * all flocks by a figure made of them (the sums of a few flocks come quicker one by one).
 */
const readsOfAllFlocks = joinedReads({
  table: flocks,
  selection: {
    ...getTableColumns(flocks),
    farmName: farms.name,
    house: houseNameSql,
    programmeName: programmeNameSql,
    figures: joinedFlockFiguresColumns,
  },
  from: (db, columns) =>
    db
      .select(columns)
      .from(flocks)
      .innerJoin(farms, eq(flocks.farmId, farms.id))
      .leftJoin(houses, eq(flocks.houseId, houses.id))
      .leftJoin(flockSumsJoins.deaths, sql`flock_deaths.flock_id = ${flocks.id}`)
      .leftJoin(flockSumsJoins.sold, sql`flock_sold.flock_id = ${flocks.id}`),
  // At most one row of sums per flock: the joins neither drop nor repeat rows.
  countFrom: (db, columns) => db.select(columns).from(flocks),
  spec: specWith(joinedFlockFiguresColumns),
  visibleFarms: (farmIds) => sql`${flocks.farmId} = any(${farmIds})`,
  item: flockSchema,
});
const SORTS_BY_SUMS = new Set(['birdsAlive', 'mortalityPercent']);

/** The earliest record date of a flock, across every kind of record. */
async function firstRecordDate(db: Database, flockId: string): Promise<string | null> {
  // One query after another: inside a transaction they share one connection.
  const firsts: string[] = [];
  for (const table of FLOCK_RECORD_TABLES) {
    const rows = await db
      .select({ first: sql<string | null>`min(${table.date})::text` })
      .from(table)
      .where(eq(table.flockId, flockId));
    if (rows[0]?.first) firsts.push(rows[0].first);
  }
  return firsts.sort()[0] ?? null;
}

/**
 * The house rules of an edit that moves the flock (another house or farm) or changes its birds
 * placed; an edit of anything else leaves a flock in the house it has.
 */
async function checkHouse(
  db: Database,
  current: Flock,
  patch: Partial<z.infer<typeof flockInputSchema>>,
  access: FarmAccess,
): Promise<void> {
  const houseId = patch.houseId === undefined ? current.houseId : patch.houseId;
  const farmId = patch.farmId ?? current.farmId;
  if (!houseId) return;
  const movingIn = houseId !== current.houseId || farmId !== current.farmId;
  const birdsChange = patch.chicksPlaced !== undefined || patch.freeChicks !== undefined;
  if (!movingIn && !birdsChange) return;
  const birdsPlaced =
    (patch.chicksPlaced ?? current.chicksPlaced) + (patch.freeChicks ?? current.freeChicks);
  await assertFlockFitsHouse(
    db,
    { houseId, farmId, birdsPlaced, flockId: current.id },
    access,
    movingIn,
  );
}

export const flocksArea: RecordArea<
  Flock,
  typeof flockInputSchema,
  typeof flockPatchSchema,
  typeof flockFiltersSchema
> = {
  id: 'flocks',
  entity: 'flock',
  label: 'Flocks',
  table: flocks,
  schemas: {
    item: flockSchema,
    input: flockInputSchema,
    patch: flockPatchSchema,
    filters: flockFiltersSchema,
  },
  list(db, query, filters) {
    const everyFlock = !query.q && Object.values(filters).every((value) => value === undefined);
    return everyFlock && query.sort && SORTS_BY_SUMS.has(query.sort.field)
      ? readsOfAllFlocks.list(db, query, filters)
      : reads.list(db, query, filters);
  },
  get: reads.get,
  async prepareCreate(db, input, context) {
    await assertFarmExists(db, input.farmId);
    await assertNotAfterFarmToday(db, input.farmId, input.placedOn, 'placedOn');
    if (input.houseId) {
      const placement = {
        houseId: input.houseId,
        farmId: input.farmId,
        birdsPlaced: input.chicksPlaced + input.freeChicks,
      };
      await assertFlockFitsHouse(db, placement, context.farms, true);
    }
    await assertProgrammeFits(db, input.programmeId, input);
    return { ...input, handle: await uniqueHandle(db, input.name) };
  },
  async prepareUpdate(db, current, patch, context) {
    if (current.status === 'closed') {
      throw new ProblemError(409, {
        title: 'Flock closed',
        detail: `Flock ${current.name} is closed, so it is read-only. An admin can reopen it.`,
      });
    }
    if (patch.farmId !== undefined) await assertFarmExists(db, patch.farmId);
    if (patch.placedOn !== undefined) {
      await assertNotAfterFarmToday(db, patch.farmId ?? current.farmId, patch.placedOn, 'placedOn');
      const first = await firstRecordDate(db, current.id);
      if (first && patch.placedOn > first) {
        throw new ProblemError(400, {
          errors: {
            placedOn: `Records exist from ${first}; place the flock on or before that day`,
          },
        });
      }
    }
    if (patch.chicksPlaced !== undefined || patch.freeChicks !== undefined) {
      const placed =
        (patch.chicksPlaced ?? current.chicksPlaced) + (patch.freeChicks ?? current.freeChicks);
      const gone = current.figures.birdsPlaced - current.figures.birdsAlive;
      if (placed < gone) {
        throw new ProblemError(400, {
          errors: {
            chicksPlaced: `${gone} birds have already died or been sold; place at least that many`,
          },
        });
      }
    }
    await checkHouse(db, current, patch, context.farms);
    if (patch.programmeId !== undefined || patch.type !== undefined || patch.breed !== undefined) {
      await assertProgrammeFits(
        db,
        patch.programmeId === undefined ? current.programmeId : patch.programmeId,
        {
          type: patch.type ?? current.type,
          breed: patch.breed ?? current.breed,
        },
      );
    }
    const values: Record<string, unknown> = { ...patch };
    if (patch.name !== undefined && patch.name !== current.name) {
      values.handle = await uniqueHandle(db, patch.name, current.id);
    }
    return values;
  },
  async checkDelete(db, current) {
    for (const table of FLOCK_RECORD_TABLES) {
      const rows = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.flockId, current.id));
      if ((rows[0]?.count ?? 0) > 0) {
        throw new ProblemError(409, {
          detail: `Flock ${current.name} has records. Delete them first, or close the flock instead.`,
        });
      }
    }
  },
  exportColumns: [
    { header: 'Flock', field: 'name', value: (row) => row.name },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Type', field: 'type', value: (row) => row.type },
    { header: 'Breed', field: 'breed', value: (row) => row.breed },
    { header: 'House', field: 'house', value: (row) => row.house },
    { header: 'Placed on', field: 'placedOn', value: (row) => row.placedOn },
    { header: 'Status', field: 'status', value: (row) => row.status },
    { header: 'Age (days)', field: 'figures', value: (row) => row.figures.ageDays },
    { header: 'Birds placed', field: 'figures', value: (row) => row.figures.birdsPlaced },
    { header: 'Deaths', field: 'figures', value: (row) => row.figures.deaths },
    { header: 'Birds alive', field: 'figures', value: (row) => row.figures.birdsAlive },
    { header: 'Mortality %', field: 'figures', value: (row) => row.figures.mortalityPercent },
  ],
};
