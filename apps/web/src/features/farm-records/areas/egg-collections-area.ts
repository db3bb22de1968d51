import type { EggCollection } from '@flockbook/contracts';
import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';
import { eggCollectionsAr } from './locales/egg-collections/ar.ts';
import { eggCollectionsEn } from './locales/egg-collections/en.ts';
import { eggCollectionsTr } from './locales/egg-collections/tr.ts';

/** Flock types that lay eggs. */
export const LAYING_FLOCK_TYPES = ['layer', 'breeder'] as const;

/** Egg collections: the eggs gathered from a laying flock on a day, and how many broke. */
export const eggCollectionsArea = defineRecordArea<EggCollection>({
  id: 'egg-collections',
  ...listedArea('eggCollections'),
  entity: 'eggCollection',
  icon: EggAltOutlined,
  texts: defineAreaTexts({ en: eggCollectionsEn, tr: eggCollectionsTr, ar: eggCollectionsAr }),
  inputSchema: () =>
    import('@flockbook/contracts').then((module) => module.eggCollectionInputSchema),
  columns: [
    ...flockRecordColumns<EggCollection>(),
    { field: 'eggs', type: 'integer', width: 130, total: true, phone: true },
    { field: 'broken', type: 'integer', width: 130, total: true, phone: true },
    { field: 'notes', sortable: false, width: 160 },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true, flockTypes: LAYING_FLOCK_TYPES },
    { name: 'date', type: 'date', required: true },
    { name: 'eggs', type: 'integer', required: true },
    { name: 'broken', type: 'integer' },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'flockName', 'farmName', 'eggs', 'broken'],
  defaults: (today) => ({ date: today, broken: '0' }),
  recordTitle: (row, { locale }) => `${row.flockName} · ${formatDate(row.date, locale)}`,
});
