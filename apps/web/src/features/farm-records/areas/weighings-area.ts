import type { Weighing } from '@flockbook/contracts';
import MonitorWeightOutlined from '@mui/icons-material/MonitorWeightOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';
import { weighingsAr } from './locales/weighings/ar.ts';
import { weighingsEn } from './locales/weighings/en.ts';
import { weighingsTr } from './locales/weighings/tr.ts';

/** Weighings: the average body weight of a sample of a flock's birds on a day. */
export const weighingsArea = defineRecordArea<Weighing>({
  id: 'weighings',
  ...listedArea('weighings'),
  entity: 'weighing',
  icon: MonitorWeightOutlined,
  texts: defineAreaTexts({ en: weighingsEn, tr: weighingsTr, ar: weighingsAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.weighingInputSchema),
  columns: [
    ...flockRecordColumns<Weighing>(),
    { field: 'sampleSize', type: 'integer', width: 150, phone: true },
    { field: 'averageWeightG', type: 'decimal', decimals: 1, width: 170, phone: true },
    { field: 'notes', sortable: false, width: 160 },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true },
    { name: 'date', type: 'date', required: true },
    { name: 'sampleSize', type: 'integer', required: true },
    { name: 'averageWeightG', type: 'decimal', decimals: 1, required: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'flockName', 'farmName', 'sampleSize', 'averageWeightG'],
  defaults: (today) => ({ date: today, sampleSize: '50' }),
  recordTitle: (row, { locale }) => `${row.flockName} · ${formatDate(row.date, locale)}`,
});
