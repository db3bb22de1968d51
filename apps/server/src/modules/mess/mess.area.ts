import {
  messInputSchema,
  messPatchSchema,
  messSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import { mess } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { farmRecordArea } from '../../records/scoped-record-area.ts';

export const messArea = farmRecordArea({
  id: 'mess',
  entity: 'mess entry',
  label: 'Mess',
  table: mess,
  schemas: {
    item: messSchema,
    input: messInputSchema,
    patch: messPatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    description: mess.description,
    persons: mess.persons,
    amount: sql<string>`${mess.amount}::text`,
  },
  sortable: { amount: mess.amount, persons: mess.persons },
  searchable: [mess.description],
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Description', field: 'description', value: (row) => row.description },
    { header: 'Persons', field: 'persons', value: (row) => row.persons },
    { header: 'Amount', field: 'amount', value: (row) => Number(row.amount) },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
