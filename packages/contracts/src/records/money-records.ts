import { z } from 'zod';
import {
  decimal,
  isoDate,
  isoMonth,
  money,
  optionalText,
  pastOrTodayDate,
  patchSchemaOf,
  recordId,
  recordMetaSchema,
  uuid,
  wholeNumber,
} from './fields.ts';
import { MAX_MONEY, MAX_QUANTITY } from './field-values.ts';
import {
  AMOUNT_CATEGORIES,
  AMOUNT_DIRECTIONS,
  EXPENSE_CATEGORIES,
  PARTY_KINDS,
  PAYMENT_METHODS,
  RATE_UNITS,
  SALE_ITEMS,
} from './money-values.ts';

const farmRef = {
  farmId: z.string(),
  farmName: z.string(),
  flockId: z.string().nullable(),
  flockName: z.string().nullable(),
};

export const partyInputSchema = z.object({
  name: z.string().trim().min(2, 'Enter the name').max(100),
  kind: z.enum(PARTY_KINDS, 'Choose customer, supplier or both'),
  phone: optionalText(40),
  address: optionalText(300),
  /** What they owed us (positive) or we owed them (negative) when records began. */
  openingBalance: decimal(2, { min: -MAX_MONEY }).default('0'),
  notes: optionalText(1000),
});
export const partyPatchSchema = patchSchemaOf(partyInputSchema);
export const partySchema = recordMetaSchema.extend({
  name: z.string(),
  kind: z.enum(PARTY_KINDS),
  phone: z.string(),
  address: z.string(),
  openingBalance: z.string(),
  notes: z.string(),
  /** What they owe us now (negative: what we owe them), from sales, purchases and payments. */
  balance: z.string(),
});
export type Party = z.infer<typeof partySchema>;
export const partyFiltersSchema = z.object({ kind: z.enum(PARTY_KINDS).optional() });

export const partyLedgerEntrySchema = z.object({
  date: z.string(),
  kind: z.enum([
    'opening',
    'sale',
    'payment received',
    'payment made',
    'feed purchase',
    'medicine purchase',
  ]),
  reference: z.string(),
  /** Adds to what they owe us. */
  debit: z.string(),
  /** Takes from what they owe us. */
  credit: z.string(),
  balance: z.string(),
  recordId: z.string().nullable(),
});
export type PartyLedgerEntry = z.infer<typeof partyLedgerEntrySchema>;

const saleFields = z.object({
  flockId: uuid,
  date: pastOrTodayDate,
  customerId: uuid,
  item: z.enum(SALE_ITEMS, 'Choose what was sold'),
  birds: wholeNumber(0, 'Cannot be negative').default(0),
  weightKg: decimal(3, { min: 0, max: MAX_QUANTITY }).default('0'),
  /** Units sold when the rate is per unit (eggs, bags of manure, …). */
  quantity: decimal(3, { min: 0, max: MAX_QUANTITY }).default('0'),
  rate: money,
  rateUnit: z.enum(RATE_UNITS).default('kg'),
  vehicleNo: optionalText(30),
  invoiceNo: optionalText(40),
  notes: optionalText(1000),
  /** An admin's reason for selling inside a medicine withdrawal period (kept in the audit log). */
  withdrawalOverride: z.string().trim().max(500).optional(),
});
export const saleInputSchema = saleFields.extend({
  /** Cash taken on the spot: recorded as a payment against this sale. */
  receivedNow: decimal(2, { min: 0 }).optional(),
  receivedMethod: z.enum(['cash', 'bank', 'cheque', 'mobile']).default('cash'),
});
export const salePatchSchema = patchSchemaOf(saleFields);
export const saleSchema = recordMetaSchema.extend({
  ...farmRef,
  flockId: z.string(),
  flockName: z.string(),
  date: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  item: z.enum(SALE_ITEMS),
  birds: z.number(),
  weightKg: z.string(),
  quantity: z.string(),
  rate: z.string(),
  rateUnit: z.enum(RATE_UNITS),
  total: z.string(),
  received: z.string(),
  balance: z.string(),
  vehicleNo: z.string(),
  invoiceNo: z.string(),
  notes: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

export const amountInputSchema = z.object({
  farmId: uuid.nullable().default(null),
  date: pastOrTodayDate,
  direction: z.enum(AMOUNT_DIRECTIONS, 'Choose in or out'),
  partyId: uuid.nullable().default(null),
  saleId: uuid.nullable().default(null),
  category: z.enum(AMOUNT_CATEGORIES, 'Choose a category'),
  method: z.enum(PAYMENT_METHODS, 'Choose a method'),
  amount: decimal(2, { min: 0.01 }),
  reference: optionalText(60),
  notes: optionalText(1000),
});
export const amountPatchSchema = patchSchemaOf(amountInputSchema);
export const amountSchema = recordMetaSchema.extend({
  farmId: z.string().nullable(),
  farmName: z.string().nullable(),
  date: z.string(),
  direction: z.enum(AMOUNT_DIRECTIONS),
  partyId: z.string().nullable(),
  partyName: z.string().nullable(),
  saleId: z.string().nullable(),
  saleInvoiceNo: z.string().nullable(),
  category: z.enum(AMOUNT_CATEGORIES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  reference: z.string(),
  notes: z.string(),
});
export type Amount = z.infer<typeof amountSchema>;
export const amountFiltersSchema = z.object({
  farmId: recordId('Not a record id').optional(),
  partyId: recordId('Not a record id').optional(),
  saleId: recordId('Not a record id').optional(),
  direction: z.enum(AMOUNT_DIRECTIONS).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const cashInHandSchema = z.array(
  z.object({
    method: z.enum(PAYMENT_METHODS),
    in: z.string(),
    out: z.string(),
    balance: z.string(),
  }),
);
export type CashInHand = z.infer<typeof cashInHandSchema>;

export const messInputSchema = z.object({
  farmId: uuid,
  date: pastOrTodayDate,
  description: z.string().trim().min(2, 'Describe the purchase').max(200),
  persons: wholeNumber(0, 'Cannot be negative').default(0),
  amount: decimal(2, { min: 0.01 }),
  notes: optionalText(1000),
});
export const messPatchSchema = patchSchemaOf(messInputSchema);
export const messSchema = recordMetaSchema.extend({
  ...farmRef,
  date: z.string(),
  description: z.string(),
  persons: z.number(),
  amount: z.string(),
  notes: z.string(),
});
export type Mess = z.infer<typeof messSchema>;

export const miscExpenseInputSchema = z.object({
  farmId: uuid,
  flockId: uuid.nullable().default(null),
  date: pastOrTodayDate,
  category: z.enum(EXPENSE_CATEGORIES, 'Choose a category'),
  description: optionalText(200),
  paidTo: optionalText(100),
  amount: decimal(2, { min: 0.01 }),
  notes: optionalText(1000),
});
export const miscExpensePatchSchema = patchSchemaOf(miscExpenseInputSchema);
export const miscExpenseSchema = recordMetaSchema.extend({
  ...farmRef,
  date: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  description: z.string(),
  paidTo: z.string(),
  amount: z.string(),
  notes: z.string(),
});
export type MiscExpense = z.infer<typeof miscExpenseSchema>;

export const employeeInputSchema = z.object({
  farmId: uuid,
  name: z.string().trim().min(2, 'Enter the name').max(100),
  position: optionalText(60),
  phone: optionalText(40),
  monthlySalary: money,
  joinedOn: isoDate,
  active: z.boolean().default(true),
  notes: optionalText(1000),
});
export const employeePatchSchema = patchSchemaOf(employeeInputSchema);
export const employeeSchema = recordMetaSchema.extend({
  farmId: z.string(),
  farmName: z.string(),
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  monthlySalary: z.string(),
  joinedOn: z.string(),
  active: z.boolean(),
  notes: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;
export const employeeFiltersSchema = z.object({
  farmId: recordId('Not a record id').optional(),
  active: z.enum(['true', 'false']).optional(),
});

export const salaryPeriod = isoMonth;
export const employeeSalaryInputSchema = z.object({
  employeeId: uuid,
  period: salaryPeriod,
  basic: money,
  bonus: money.default('0'),
  deduction: money.default('0'),
  paidOn: pastOrTodayDate,
  method: z.enum(PAYMENT_METHODS, 'Choose a method'),
  notes: optionalText(1000),
});
export const employeeSalaryPatchSchema = patchSchemaOf(employeeSalaryInputSchema);
export const employeeSalarySchema = recordMetaSchema.extend({
  employeeId: z.string(),
  employeeName: z.string(),
  farmId: z.string(),
  farmName: z.string(),
  period: z.string(),
  basic: z.string(),
  bonus: z.string(),
  deduction: z.string(),
  net: z.string(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  notes: z.string(),
});
export type EmployeeSalary = z.infer<typeof employeeSalarySchema>;
export const employeeSalaryFiltersSchema = z.object({
  farmId: recordId('Not a record id').optional(),
  employeeId: recordId('Not a record id').optional(),
  period: salaryPeriod.optional(),
});
export const salaryMonthSchema = z.object({
  period: z.string(),
  employees: z.array(
    z.object({
      employeeId: z.string(),
      name: z.string(),
      farmName: z.string(),
      monthlySalary: z.string(),
      salaryId: z.string().nullable(),
      net: z.string().nullable(),
      paidOn: z.string().nullable(),
    }),
  ),
});
