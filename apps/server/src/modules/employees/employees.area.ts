import {
  employeeFiltersSchema,
  employeeInputSchema,
  employeePatchSchema,
  employeeSchema,
} from '@flockbook/contracts';
import type { Employee } from '@flockbook/contracts';
import { employees, farms } from '@flockbook/db';
import type { ListSpec } from '@flockbook/db';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assertFarmExists } from '../../records/references.ts';
import { joinedReads } from '../../records/joined-record-area.ts';
import type { RecordArea } from '../../records/record-area.ts';

const spec: ListSpec<z.infer<typeof employeeFiltersSchema>> = {
  sortable: {
    name: employees.name,
    position: employees.position,
    monthlySalary: employees.monthlySalary,
    joinedOn: employees.joinedOn,
  },
  defaultSort: { field: 'name', direction: 'asc' },
  tiebreaker: employees.id,
  searchable: [employees.name, employees.position, employees.phone],
  filters: {
    farmId: (value) => eq(employees.farmId, value),
    active: (value) => eq(employees.active, value === 'true'),
  },
};

export const employeesArea: RecordArea<
  Employee,
  typeof employeeInputSchema,
  typeof employeePatchSchema,
  typeof employeeFiltersSchema
> = {
  id: 'employees',
  entity: 'employee',
  label: 'Employees',
  table: employees,
  schemas: {
    item: employeeSchema,
    input: employeeInputSchema,
    patch: employeePatchSchema,
    filters: employeeFiltersSchema,
  },
  ...joinedReads({
    table: employees,
    selection: {
      ...getTableColumns(employees),
      monthlySalary: sql<string>`${employees.monthlySalary}::text`,
      farmName: farms.name,
    },
    from: (db, columns) =>
      db.select(columns).from(employees).innerJoin(farms, eq(employees.farmId, farms.id)),
    spec,
    // Money: admins only, who see every farm.
    visibleFarms: 'admins only',
    item: employeeSchema,
  }),
  async prepareCreate(db, input) {
    await assertFarmExists(db, input.farmId);
    return input;
  },
  async prepareUpdate(db, _current, patch) {
    if (patch.farmId) await assertFarmExists(db, patch.farmId);
    return patch;
  },
  exportColumns: [
    { header: 'Name', field: 'name', value: (row) => row.name },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Position', field: 'position', value: (row) => row.position },
    { header: 'Phone', field: 'phone', value: (row) => row.phone },
    { header: 'Monthly salary', field: 'monthlySalary', value: (row) => Number(row.monthlySalary) },
    { header: 'Joined on', field: 'joinedOn', value: (row) => row.joinedOn },
    { header: 'Active', field: 'active', value: (row) => (row.active ? 'yes' : 'no') },
  ],
};
