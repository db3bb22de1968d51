import {
  recordFiltersSchema,
  woodInputSchema,
  woodPatchSchema,
  woodSchema,
} from '@flockbook/contracts';
import { wood } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { farmRecordArea } from '../../records/scoped-record-area.ts';

export const woodArea = farmRecordArea({
  id: 'wood',
  entity: 'wood entry',
  label: 'Wood',
  table: wood,
  schemas: {
    item: woodSchema,
    input: woodInputSchema,
    patch: woodPatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    quantity: sql<string>`${wood.quantity}::text`,
    unit: wood.unit,
    unitPrice: sql<string>`${wood.unitPrice}::text`,
    total: sql<string>`${wood.total}::text`,
    purpose: wood.purpose,
  },
  sortable: { quantity: wood.quantity, total: wood.total, purpose: wood.purpose },
  searchable: [wood.purpose],
  total: (entry) => ({ quantity: entry.quantity, price: entry.unitPrice, field: 'unitPrice' }),
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Quantity', field: 'quantity', value: (row) => Number(row.quantity) },
    { header: 'Unit', field: 'unit', value: (row) => row.unit },
    { header: 'Unit price', field: 'unitPrice', value: (row) => Number(row.unitPrice) },
    { header: 'Total', field: 'total', value: (row) => Number(row.total) },
    { header: 'Purpose', field: 'purpose', value: (row) => row.purpose },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
