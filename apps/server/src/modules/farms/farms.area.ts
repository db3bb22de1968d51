import { authRoles, farmInputSchema, farmPatchSchema, farmSchema } from '@flockbook/contracts';
import type { Farm } from '@flockbook/contracts';
import { farms, flocks } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';
import { joinedReads } from '../../records/joined-record-area.ts';
import type { RecordArea } from '../../records/record-area.ts';
import { farmActiveFlocksSql, farmBirdsAliveSql } from '../flocks/flock-figures.ts';

const farmFiltersSchema = z.object({ active: z.enum(['true', 'false']).optional() });
type FarmFilters = z.infer<typeof farmFiltersSchema>;

const activeFlocksSql = farmActiveFlocksSql;
const birdsAliveOnFarmSql = farmBirdsAliveSql;

const spec: ListSpec<FarmFilters> = {
  sortable: {
    name: farms.name,
    code: farms.code,
    location: farms.location,
    capacityBirds: farms.capacityBirds,
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
    activeFlocks: activeFlocksSql,
    birdsAlive: birdsAliveOnFarmSql,
  },
  from: (db, columns) => db.select(columns).from(farms),
  spec,
  item: farmSchema,
});

async function assertNameFree(db: Database, name: string, exceptId?: string): Promise<void> {
  const same = sql`lower(${farms.name}) = lower(${name})`;
  const rows = await db
    .select({ id: farms.id })
    .from(farms)
    .where(exceptId ? and(same, ne(farms.id, exceptId)) : same);
  if (rows.length > 0) {
    throw new ProblemError(409, { errors: { name: 'A farm with this name already exists' } });
  }
}

export const farmsArea: RecordArea<
  Farm,
  typeof farmInputSchema,
  typeof farmPatchSchema,
  typeof farmFiltersSchema
> = {
  entity: 'farm',
  label: 'Farms',
  path: '/farms',
  table: farms,
  schemas: {
    item: farmSchema,
    input: farmInputSchema,
    patch: farmPatchSchema,
    filters: farmFiltersSchema,
  },
  roles: {
    read: authRoles.staff,
    create: authRoles.admin,
    update: authRoles.admin,
    delete: authRoles.admin,
  },
  ...reads,
  async prepareCreate(db, input) {
    await assertNameFree(db, input.name);
    return input;
  },
  async prepareUpdate(db, current, patch) {
    if (patch.name !== undefined) await assertNameFree(db, patch.name, current.id);
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
  },
  exportColumns: [
    { header: 'Name', value: (row) => row.name },
    { header: 'Code', value: (row) => row.code },
    { header: 'Location', value: (row) => row.location },
    { header: 'Owner', value: (row) => row.ownerName },
    { header: 'Manager', value: (row) => row.managerName },
    { header: 'Phone', value: (row) => row.phone },
    { header: 'Capacity (birds)', value: (row) => row.capacityBirds },
    { header: 'Houses', value: (row) => row.houses },
    { header: 'Area (m²)', value: (row) => Number(row.areaM2) },
    { header: 'Active flocks', value: (row) => row.activeFlocks },
    { header: 'Birds alive', value: (row) => row.birdsAlive },
    { header: 'Active', value: (row) => (row.active ? 'yes' : 'no') },
  ],
};
