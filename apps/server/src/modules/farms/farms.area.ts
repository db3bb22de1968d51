import { farmInputSchema, farmPatchSchema, farmSchema } from '@flockbook/contracts';
import type { Farm } from '@flockbook/contracts';
import { farms, flocks, houses } from '@flockbook/db';
import type { ListSpec } from '@flockbook/db';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { farmTodaySql } from '../../lib/farm-time.ts';
import { ProblemError } from '../../lib/problem.ts';
import { assertNameFree } from '../../records/references.ts';
import { joinedReads } from '../../records/joined-record-area.ts';
import type { RecordArea } from '../../records/record-area.ts';
import { farmActiveFlocksSql, farmBirdsAliveSql } from '../flocks/flock-figures.ts';

const farmFiltersSchema = z.object({ active: z.enum(['true', 'false']).optional() });
type FarmFilters = z.infer<typeof farmFiltersSchema>;

const activeFlocksSql = farmActiveFlocksSql;
const birdsAliveOnFarmSql = farmBirdsAliveSql;

/**
 * Once a farm has house records, its capacity is the sum of its active houses' capacities and
 * its number of houses the count of its active ones; before, both are as entered on the farm.
 */
const hasHousesSql = sql<boolean>`exists (select 1 from houses h where h.farm_id = "farms"."id")`;
const capacityBirdsSql = sql<number>`case when ${hasHousesSql} then (select
  coalesce(sum(h.capacity_birds) filter (where h.active), 0)::int from houses h
  where h.farm_id = "farms"."id") else ${farms.capacityBirds} end`;
const housesSql = sql<number>`case when ${hasHousesSql} then (select
  (count(*) filter (where h.active))::int from houses h where h.farm_id = "farms"."id")
  else ${farms.houses} end`;

const FARM_NAME_TAKEN = 'A farm with this name already exists';

const spec: ListSpec<FarmFilters> = {
  sortable: {
    name: farms.name,
    code: farms.code,
    location: farms.location,
    capacityBirds: capacityBirdsSql,
    activeFlocks: activeFlocksSql,
    birdsAlive: birdsAliveOnFarmSql,
    createdAt: farms.createdAt,
  },
  defaultSort: { field: 'name', direction: 'asc' },
  tiebreaker: farms.id,
  searchable: [farms.name, farms.code, farms.location, farms.managerName, farms.ownerName],
  filters: { active: (value) => eq(farms.active, value === 'true') },
};

const reads = joinedReads({
  table: farms,
  selection: {
    ...getTableColumns(farms),
    capacityBirds: capacityBirdsSql,
    houses: housesSql,
    hasHouses: hasHousesSql,
    today: sql<string>`${farmTodaySql(farms.timeZone)}::text`,
    activeFlocks: activeFlocksSql,
    birdsAlive: birdsAliveOnFarmSql,
  },
  from: (db, columns) => db.select(columns).from(farms),
  spec,
  visibleFarms: (farmIds) => sql`${farms.id} = any(${farmIds})`,
  item: farmSchema,
});

export const farmsArea: RecordArea<
  Farm,
  typeof farmInputSchema,
  typeof farmPatchSchema,
  typeof farmFiltersSchema
> = {
  id: 'farms',
  entity: 'farm',
  label: 'Farms',
  table: farms,
  schemas: {
    item: farmSchema,
    input: farmInputSchema,
    patch: farmPatchSchema,
    filters: farmFiltersSchema,
  },
  ...reads,
  async prepareCreate(db, input, context) {
    await assertNameFree(db, farms, input.name, FARM_NAME_TAKEN);
    return { ...input, timeZone: input.timeZone ?? context.farmTimeZone };
  },
  async prepareUpdate(db, current, patch) {
    if (current.hasHouses) {
      const fromHouses = "Set by the farm's houses: change them under Poultry Houses";
      const changes = (field: 'capacityBirds' | 'houses') =>
        patch[field] !== undefined && patch[field] !== current[field];
      const errors = {
        ...(changes('capacityBirds') ? { capacityBirds: fromHouses } : {}),
        ...(changes('houses') ? { houses: fromHouses } : {}),
      };
      if (Object.keys(errors).length > 0) throw new ProblemError(400, { errors });
    }
    if (patch.name !== undefined) {
      await assertNameFree(db, farms, patch.name, FARM_NAME_TAKEN, current.id);
    }
    return patch;
  },
  async checkDelete(db, current) {
    const rows = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(flocks)
      .where(eq(flocks.farmId, current.id));
    const count = rows[0]?.count ?? 0;
    if (count > 0) {
      throw new ProblemError(409, {
        detail: `Farm ${current.name} still has ${count} flock${count === 1 ? '' : 's'}. Delete or move them first.`,
      });
    }
    const houseRows = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(houses)
      .where(eq(houses.farmId, current.id));
    const houseCount = houseRows[0]?.count ?? 0;
    if (houseCount > 0) {
      throw new ProblemError(409, {
        detail: `Farm ${current.name} still has ${houseCount} house${houseCount === 1 ? '' : 's'}. Delete them first.`,
      });
    }
  },
  exportColumns: [
    { header: 'Name', field: 'name', value: (row) => row.name },
    { header: 'Code', field: 'code', value: (row) => row.code },
    { header: 'Location', field: 'location', value: (row) => row.location },
    { header: 'Owner', field: 'ownerName', value: (row) => row.ownerName },
    { header: 'Manager', field: 'managerName', value: (row) => row.managerName },
    { header: 'Phone', field: 'phone', value: (row) => row.phone },
    { header: 'Capacity (birds)', field: 'capacityBirds', value: (row) => row.capacityBirds },
    { header: 'Houses', field: 'houses', value: (row) => row.houses },
    { header: 'Area (m²)', field: 'areaM2', value: (row) => Number(row.areaM2) },
    { header: 'Active flocks', field: 'activeFlocks', value: (row) => row.activeFlocks },
    { header: 'Birds alive', field: 'birdsAlive', value: (row) => row.birdsAlive },
    { header: 'Time zone', field: 'timeZone', value: (row) => row.timeZone },
    { header: 'Active', field: 'active', value: (row) => (row.active ? 'yes' : 'no') },
  ],
};
