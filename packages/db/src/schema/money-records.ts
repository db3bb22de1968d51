import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { farms, flocks } from './farms.ts';
import { recordColumns } from './record-columns.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
const farmId = () =>
  uuid('farm_id')
    .notNull()
    .references(() => farms.id, { onDelete: 'restrict' });
const optionalFlockId = () =>
  uuid('flock_id').references(() => flocks.id, { onDelete: 'restrict' });

/** Customers and suppliers. */
export const parties = pgTable(
  'parties',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    openingBalance: money('opening_balance').notNull().default('0'),
    notes: text('notes').notNull().default(''),
  },
  (table) => [uniqueIndex('parties_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const sales = pgTable(
  'sales',
  {
    ...recordColumns(),
    flockId: uuid('flock_id')
      .notNull()
      .references(() => flocks.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'restrict' }),
    item: text('item').notNull(),
    birds: integer('birds').notNull().default(0),
    weightKg: quantity('weight_kg').notNull().default('0'),
    quantity: quantity('quantity').notNull().default('0'),
    rate: money('rate').notNull(),
    rateUnit: text('rate_unit').notNull().default('kg'),
    total: money('total').generatedAlwaysAs(
      sql`round(rate * case when rate_unit = 'kg' then weight_kg else quantity end, 2)`,
    ),
    vehicleNo: text('vehicle_no').notNull().default(''),
    invoiceNo: text('invoice_no').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('sales_flock_date').on(table.flockId, table.date),
    index('sales_date').on(table.date, table.id),
    index('sales_customer').on(table.customerId),
    check('sales_birds_not_negative', sql`${table.birds} >= 0`),
  ],
);

/** The cash ledger: every amount in or out, optionally from or to a party, or paying a sale. */
export const amounts = pgTable(
  'amounts',
  {
    ...recordColumns(),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    direction: text('direction').notNull(),
    partyId: uuid('party_id').references(() => parties.id, { onDelete: 'restrict' }),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('amounts_date').on(table.date),
    index('amounts_party').on(table.partyId),
    index('amounts_sale').on(table.saleId),
    check('amounts_positive', sql`${table.amount} > 0`),
    check('amounts_direction', sql`${table.direction} in ('in', 'out')`),
  ],
);

/** Staff food. */
export const mess = pgTable(
  'mess',
  {
    ...recordColumns(),
    farmId: farmId(),
    flockId: optionalFlockId(),
    date: date('date').notNull(),
    description: text('description').notNull(),
    persons: integer('persons').notNull().default(0),
    amount: money('amount').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [index('mess_farm_date').on(table.farmId, table.date)],
);

export const miscExpenses = pgTable(
  'misc_expenses',
  {
    ...recordColumns(),
    farmId: farmId(),
    flockId: optionalFlockId(),
    date: date('date').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    paidTo: text('paid_to').notNull().default(''),
    amount: money('amount').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [index('misc_expenses_farm_date').on(table.farmId, table.date)],
);

export const employees = pgTable(
  'employees',
  {
    ...recordColumns(),
    farmId: farmId(),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    phone: text('phone').notNull().default(''),
    monthlySalary: money('monthly_salary').notNull(),
    joinedOn: date('joined_on').notNull(),
    active: boolean('active').notNull().default(true),
    notes: text('notes').notNull().default(''),
  },
  (table) => [index('employees_farm').on(table.farmId)],
);

export const employeeSalaries = pgTable(
  'employee_salaries',
  {
    ...recordColumns(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    basic: money('basic').notNull(),
    bonus: money('bonus').notNull().default('0'),
    deduction: money('deduction').notNull().default('0'),
    net: money('net').generatedAlwaysAs(sql`basic + bonus - deduction`),
    paidOn: date('paid_on').notNull(),
    method: text('method').notNull(),
    notes: text('notes').notNull().default(''),
  },
  // One salary per employee and month.
  (table) => [uniqueIndex('employee_salaries_employee_period').on(table.employeeId, table.period)],
);
