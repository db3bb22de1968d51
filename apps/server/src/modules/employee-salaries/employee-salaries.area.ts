import {
  authRoles,
  employeeSalaryFiltersSchema,
  employeeSalaryInputSchema,
  employeeSalaryPatchSchema,
  employeeSalarySchema,
  recordId,
  salaryMonthSchema,
  salaryPeriod,
} from '@flockbook/contracts';
import type { EmployeeSalary } from '@flockbook/contracts';
import { employees, employeeSalaries, farms } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertNotAfterFarmToday } from '../../lib/farm-time.ts';
import { ProblemError } from '../../lib/problem.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { joinedReads } from '../../records/joined-record-area.ts';
import type { RecordArea } from '../../records/record-area.ts';

const money = (column: PgColumn) => sql<string>`${column}::text`;
const spec: ListSpec<z.infer<typeof employeeSalaryFiltersSchema>> = {
  sortable: {
    period: employeeSalaries.period,
    paidOn: employeeSalaries.paidOn,
    net: employeeSalaries.net,
    employeeName: employees.name,
  },
  defaultSort: { field: 'period', direction: 'desc' },
  tiebreaker: employeeSalaries.id,
  // The employee's name and farm through the employees that match: no join of their own.
  searchable: [
    (pattern) =>
      sql`${employeeSalaries.employeeId} in (select id from employees where name ilike ${pattern})`,
    employeeSalaries.period,
  ],
  filters: {
    farmId: (value) =>
      sql`${employeeSalaries.employeeId} in (select id from employees where farm_id = ${value})`,
    employeeId: (value) => eq(employeeSalaries.employeeId, value),
    period: (value) => eq(employeeSalaries.period, value),
  },
};

/** One salary per employee and month. */
async function assertMonthFree(
  db: Database,
  employeeId: string,
  period: string,
  exceptId?: string,
) {
  const rows = await db
    .select({ id: employeeSalaries.id })
    .from(employeeSalaries)
    .where(
      and(
        eq(employeeSalaries.employeeId, employeeId),
        eq(employeeSalaries.period, period),
        exceptId ? ne(employeeSalaries.id, exceptId) : undefined,
      ),
    );
  if (rows.length > 0)
    throw new ProblemError(409, {
      errors: { period: `The salary for ${period} is already recorded` },
    });
}

/** Refuses an unknown employee; answers the employee's farm. */
async function assertEmployee(db: Database, employeeId: string): Promise<string> {
  const rows = await db
    .select({ farmId: employees.farmId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  const employee = rows[0];
  if (!employee)
    throw new ProblemError(400, { errors: { employeeId: 'Choose an existing employee' } });
  return employee.farmId;
}

export const employeeSalariesArea: RecordArea<
  EmployeeSalary,
  typeof employeeSalaryInputSchema,
  typeof employeeSalaryPatchSchema,
  typeof employeeSalaryFiltersSchema
> = {
  id: 'employeeSalaries',
  entity: 'salary',
  label: 'Salaries',
  table: employeeSalaries,
  schemas: {
    item: employeeSalarySchema,
    input: employeeSalaryInputSchema,
    patch: employeeSalaryPatchSchema,
    filters: employeeSalaryFiltersSchema,
  },
  ...joinedReads({
    table: employeeSalaries,
    selection: {
      ...getTableColumns(employeeSalaries),
      basic: money(employeeSalaries.basic),
      bonus: money(employeeSalaries.bonus),
      deduction: money(employeeSalaries.deduction),
      net: sql<string>`${employeeSalaries.net}::text`,
      employeeName: employees.name,
      farmId: farms.id,
      farmName: farms.name,
    },
    from: (db, columns) =>
      db
        .select(columns)
        .from(employeeSalaries)
        .innerJoin(employees, eq(employeeSalaries.employeeId, employees.id))
        .innerJoin(farms, eq(employees.farmId, farms.id)),
    // Every salary has its employee and every employee a farm: the joins neither drop nor
    // repeat rows, and the filters and the search read the salary's own columns.
    countFrom: (db, columns) => db.select(columns).from(employeeSalaries),
    spec,
    // Money: admins only, who see every farm.
    visibleFarms: 'admins only',
    item: employeeSalarySchema,
  }),
  async prepareCreate(db, input) {
    const farmId = await assertEmployee(db, input.employeeId);
    await assertNotAfterFarmToday(db, farmId, input.paidOn, 'paidOn');
    await assertMonthFree(db, input.employeeId, input.period);
    return input;
  },
  async prepareUpdate(db, current, patch) {
    const farmId = await assertEmployee(db, patch.employeeId ?? current.employeeId);
    if (patch.paidOn) await assertNotAfterFarmToday(db, farmId, patch.paidOn, 'paidOn');
    await assertMonthFree(
      db,
      patch.employeeId ?? current.employeeId,
      patch.period ?? current.period,
      current.id,
    );
    return patch;
  },
  async checkAfter(_db, _before, after) {
    if (after && Number(after.net) < 0) {
      throw new ProblemError(400, {
        errors: { deduction: 'Deductions cannot exceed basic pay and bonus' },
      });
    }
  },
  exportColumns: [
    { header: 'Month', field: 'period', value: (row) => row.period },
    { header: 'Employee', field: 'employeeName', value: (row) => row.employeeName },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Basic', field: 'basic', value: (row) => Number(row.basic) },
    { header: 'Bonus', field: 'bonus', value: (row) => Number(row.bonus) },
    { header: 'Deduction', field: 'deduction', value: (row) => Number(row.deduction) },
    { header: 'Net', field: 'net', value: (row) => Number(row.net) },
    { header: 'Paid on', field: 'paidOn', value: (row) => row.paidOn },
    { header: 'Method', field: 'method', value: (row) => row.method },
  ],
};

/** Who has been paid for a month and who has not (active employees who had joined by then). */
export const salaryMonthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employee-salaries/month',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags: ['Salaries'],
        summary: 'Salaries of a month: paid and unpaid',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          period: salaryPeriod,
          farmId: recordId('Not a farm id').optional(),
        }),
        response: { 200: salaryMonthSchema },
      },
    },
    async (request) => {
      const { period, farmId } = request.query;
      const rows = await queryRows<z.infer<typeof salaryMonthSchema>['employees'][number]>(
        app.database.db,
        sql`select e.id as "employeeId", e.name, f.name as "farmName", e.monthly_salary::text as "monthlySalary",
            s.id as "salaryId", s.net::text as net, s.paid_on::text as "paidOn"
          from employees e join farms f on f.id = e.farm_id
          left join employee_salaries s on s.employee_id = e.id and s.period = ${period}
          where (e.active or s.id is not null) and to_char(e.joined_on, 'YYYY-MM') <= ${period}
            ${farmId ? sql`and e.farm_id = ${farmId}` : sql``}
          order by s.id is not null, e.name`,
      );
      return { period, employees: rows };
    },
  );
};
