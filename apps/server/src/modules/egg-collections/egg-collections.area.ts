import {
  eggCollectionInputSchema,
  eggCollectionPatchSchema,
  eggCollectionSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import { eggCollections } from '@flockbook/db';
import { ProblemError } from '../../lib/problem.ts';
import { flockRecordArea } from '../../records/scoped-record-area.ts';

export const eggCollectionsArea = flockRecordArea({
  id: 'eggCollections',
  entity: 'egg collection',
  label: 'Egg collections',
  table: eggCollections,
  schemas: {
    item: eggCollectionSchema,
    input: eggCollectionInputSchema,
    patch: eggCollectionPatchSchema,
    filters: recordFiltersSchema,
  },
  columns: { eggs: eggCollections.eggs, broken: eggCollections.broken },
  sortable: { eggs: eggCollections.eggs, broken: eggCollections.broken },
  async check(_db, { flock }, values, current) {
    if (flock?.type === 'broiler') {
      throw new ProblemError(400, {
        errors: { flockId: 'Eggs are recorded for layer and breeder flocks only' },
      });
    }
    const eggs = Number(values.eggs ?? current?.eggs ?? 0);
    const broken = Number(values.broken ?? current?.broken ?? 0);
    if (broken > eggs) {
      throw new ProblemError(400, {
        errors: { broken: `Cannot exceed the ${eggs} eggs collected` },
      });
    }
  },
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Eggs', field: 'eggs', value: (row) => row.eggs },
    { header: 'Broken', field: 'broken', value: (row) => row.broken },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
