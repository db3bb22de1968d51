import {
  dieselInputSchema,
  dieselPatchSchema,
  dieselSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import { diesel } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { farmRecordArea } from '../../records/scoped-record-area.ts';

export const dieselArea = farmRecordArea({
  id: 'diesel',
  entity: 'diesel entry',
  label: 'Diesel',
  table: diesel,
  schemas: {
    item: dieselSchema,
    input: dieselInputSchema,
    patch: dieselPatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    litres: sql<string>`${diesel.litres}::text`,
    pricePerLitre: sql<string>`${diesel.pricePerLitre}::text`,
    total: sql<string>`${diesel.total}::text`,
    purpose: diesel.purpose,
  },
  sortable: { litres: diesel.litres, total: diesel.total, purpose: diesel.purpose },
  searchable: [diesel.purpose],
  total: (entry) => ({
    quantity: entry.litres,
    price: entry.pricePerLitre,
    field: 'pricePerLitre',
  }),
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Litres', field: 'litres', value: (row) => Number(row.litres) },
    {
      header: 'Price per litre',
      field: 'pricePerLitre',
      value: (row) => Number(row.pricePerLitre),
    },
    { header: 'Total', field: 'total', value: (row) => Number(row.total) },
    { header: 'Purpose', field: 'purpose', value: (row) => row.purpose },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
