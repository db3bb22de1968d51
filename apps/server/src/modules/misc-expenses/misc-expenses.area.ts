import {
  miscExpenseInputSchema,
  miscExpensePatchSchema,
  miscExpenseSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import { miscExpenses } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { farmRecordArea } from '../../records/scoped-record-area.ts';

export const miscExpensesArea = farmRecordArea({
  id: 'miscExpenses',
  entity: 'expense',
  label: 'Miscellaneous expenses',
  table: miscExpenses,
  schemas: {
    item: miscExpenseSchema,
    input: miscExpenseInputSchema,
    patch: miscExpensePatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    category: miscExpenses.category,
    description: miscExpenses.description,
    paidTo: miscExpenses.paidTo,
    amount: sql<string>`${miscExpenses.amount}::text`,
  },
  sortable: { category: miscExpenses.category, amount: miscExpenses.amount },
  searchable: [miscExpenses.category, miscExpenses.description, miscExpenses.paidTo],
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Category', field: 'category', value: (row) => row.category },
    { header: 'Description', field: 'description', value: (row) => row.description },
    { header: 'Paid to', field: 'paidTo', value: (row) => row.paidTo },
    { header: 'Amount', field: 'amount', value: (row) => Number(row.amount) },
  ],
});
