import {
  houseFiltersSchema,
  houseInputSchema,
  housePatchSchema,
  houseSchema,
} from '@flockbook/contracts';
import type { House } from '@flockbook/contracts';
import { farms, flocks, houses } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';
import { seesFarm } from '../../records/farm-access.ts';
import type { FarmAccess } from '../../records/farm-access.ts';
import { joinedReads } from '../../records/joined-record-area.ts';
import type { RecordArea } from '../../records/record-area.ts';
import { NO_SUCH_FARM, assertFarmExists } from '../../records/references.ts';
import { lockHouse } from './house-rules.ts';

type HouseFilters = z.infer<typeof houseFiltersSchema>;

const activeFlock = sql`(select f.id, f.name from flocks f where f.house_id = "houses"."id" and f.status = 'active'
  order by f.placed_on desc limit 1)`;
const activeFlockIdSql = sql<string | null>`(select a.id from ${activeFlock} a)`;
const activeFlockNameSql = sql<string | null>`(select a.name from ${activeFlock} a)`;
const flocksPlacedSql = sql<number>`(select count(*)::int from flocks f where f.house_id = "houses"."id")`;

const spec: ListSpec<HouseFilters> = {
  sortable: {
    name: houses.name,
    farmName: farms.name,
    capacityBirds: houses.capacityBirds,
    areaM2: houses.areaM2,
    createdAt: houses.createdAt,
  },
  defaultSort: { field: 'name', direction: 'asc' },
  tiebreaker: houses.id,
  searchable: [
    houses.name,
    houses.notes,
    (pattern) => sql`${houses.farmId} in (select id from farms where name ilike ${pattern})`,
  ],
  filters: {
    farmId: (value) => eq(houses.farmId, value),
    active: (value) => eq(houses.active, value === 'true'),
  },
};

const reads = joinedReads({
  table: houses,
  selection: {
    ...getTableColumns(houses),
    farmName: farms.name,
    activeFlockId: activeFlockIdSql,
    activeFlockName: activeFlockNameSql,
    flocksPlaced: flocksPlacedSql,
  },
  from: (db, columns) =>
    db.select(columns).from(houses).innerJoin(farms, eq(houses.farmId, farms.id)),
  // Every house has its farm: the join neither drops nor repeats rows.
  countFrom: (db, columns) => db.select(columns).from(houses),
  spec,
  visibleFarms: (farmIds) => sql`${houses.farmId} = any(${farmIds})`,
  item: houseSchema,
});

/** Names are unique within a farm, whatever their letter case (a unique index guards it too). */
async function assertNameFreeOnFarm(
  db: Database,
  farmId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const same = and(eq(houses.farmId, farmId), sql`lower(${houses.name}) = lower(${name})`);
  const rows = await db
    .select({ id: houses.id })
    .from(houses)
    .where(exceptId ? and(same, ne(houses.id, exceptId)) : same);
  if (rows.length > 0) {
    throw new ProblemError(409, {
      errors: { name: `This farm already has a house named ${name.trim()}` },
    });
  }
}

async function assertFarmUsable(db: Database, farmId: string, access: FarmAccess) {
  if (!seesFarm(access, farmId)) throw new ProblemError(400, { errors: { farmId: NO_SUCH_FARM } });
  await assertFarmExists(db, farmId);
}

/** Birds placed in the house's active flock, which a lower capacity must still hold. */
async function activePlacement(db: Database, houseId: string): Promise<number> {
  const rows = await db
    .select({
      placed: sql<number>`coalesce(max(${flocks.chicksPlaced} + ${flocks.freeChicks}), 0)::int`,
    })
    .from(flocks)
    .where(and(eq(flocks.houseId, houseId), eq(flocks.status, 'active')));
  return rows[0]?.placed ?? 0;
}

export const housesArea: RecordArea<
  House,
  typeof houseInputSchema,
  typeof housePatchSchema,
  typeof houseFiltersSchema
> = {
  id: 'houses',
  entity: 'house',
  label: 'Houses',
  table: houses,
  schemas: {
    item: houseSchema,
    input: houseInputSchema,
    patch: housePatchSchema,
    filters: houseFiltersSchema,
  },
  ...reads,
  async prepareCreate(db, input, context) {
    await assertFarmUsable(db, input.farmId, context.farms);
    await assertNameFreeOnFarm(db, input.farmId, input.name);
    return input;
  },
  async prepareUpdate(db, current, patch, context) {
    await lockHouse(db, current.id, current.farmId, context.farms);
    const farmId = patch.farmId ?? current.farmId;
    if (farmId !== current.farmId) {
      await assertFarmUsable(db, farmId, context.farms);
      if (current.flocksPlaced > 0) {
        throw new ProblemError(400, {
          errors: { farmId: `House ${current.name} has held flocks; it stays on its farm` },
        });
      }
    }
    if (patch.name !== undefined || farmId !== current.farmId) {
      await assertNameFreeOnFarm(db, farmId, patch.name ?? current.name, current.id);
    }
    if (patch.active === false && current.activeFlockName !== null) {
      throw new ProblemError(400, {
        errors: {
          active: `House ${current.name} holds the active flock ${current.activeFlockName}; close it first`,
        },
      });
    }
    if (patch.capacityBirds !== undefined && patch.capacityBirds !== null) {
      const placed = await activePlacement(db, current.id);
      if (placed > patch.capacityBirds) {
        throw new ProblemError(400, {
          errors: {
            capacityBirds: `The active flock ${current.activeFlockName ?? ''} has ${placed.toLocaleString('en-US')} birds placed; the capacity must hold them`,
          },
        });
      }
    }
    return patch;
  },
  async checkDelete(db, current) {
    if (current.flocksPlaced > 0) {
      const flocks = `${current.flocksPlaced} flock${current.flocksPlaced === 1 ? '' : 's'}`;
      throw new ProblemError(409, {
        detail: `House ${current.name} has held ${flocks}, so it keeps its history and cannot be deleted. Make it inactive instead.`,
      });
    }
  },
  exportColumns: [
    { header: 'House', field: 'name', value: (row) => row.name },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Capacity (birds)', field: 'capacityBirds', value: (row) => row.capacityBirds },
    {
      header: 'Area (m²)',
      field: 'areaM2',
      value: (row) => (row.areaM2 === null ? null : Number(row.areaM2)),
    },
    { header: 'Active flock', field: 'activeFlockName', value: (row) => row.activeFlockName },
    { header: 'Flocks placed', field: 'flocksPlaced', value: (row) => row.flocksPlaced },
    { header: 'Active', field: 'active', value: (row) => (row.active ? 'yes' : 'no') },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
};
