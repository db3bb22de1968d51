import {
  recordFiltersSchema,
  weighingInputSchema,
  weighingPatchSchema,
  weighingSchema,
} from '@flockbook/contracts';
import { weighings } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { flockRecordArea } from '../../records/scoped-record-area.ts';

export const weighingsArea = flockRecordArea({
  id: 'weighings',
  entity: 'weighing',
  label: 'Weighings',
  table: weighings,
  schemas: {
    item: weighingSchema,
    input: weighingInputSchema,
    patch: weighingPatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    sampleSize: weighings.sampleSize,
    averageWeightG: sql<string>`${weighings.averageWeightG}::text`,
  },
  sortable: { sampleSize: weighings.sampleSize, averageWeightG: weighings.averageWeightG },
  plausible: 'weighing',
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Sample size', field: 'sampleSize', value: (row) => row.sampleSize },
    {
      header: 'Average weight (g)',
      field: 'averageWeightG',
      value: (row) => Number(row.averageWeightG),
    },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
