import { AREA_ROLES, todayIso } from '@flockbook/contracts/values';
import type { Weighing } from '@flockbook/contracts';
import MonitorWeightOutlined from '@mui/icons-material/MonitorWeightOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';

/** Weighings: the average body weight of a sample of a flock's birds on a day. */
export const weighingsArea = defineRecordArea<Weighing>({
  id: 'weighings',
  endpoint: AREA_PATHS.weighings.api,
  entity: 'weighing',
  icon: MonitorWeightOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Weighings',
      singular: 'Weighing',
      newTitle: 'Record a weighing',
      subtitle: 'Sample weights that track growth against the breed curve',
      empty: 'No weighings recorded yet.',
      fields: {
        date: 'Date',
        farmName: 'Farm',
        flockName: 'Flock',
        flockId: 'Flock',
        sampleSize: 'Birds weighed',
        averageWeightG: 'Average weight',
        notes: 'Notes',
      },
      units: { averageWeightG: 'g' },
      hints: { sampleSize: 'How many birds were put on the scale' },
    },
    tr: {
      title: 'Tartımlar',
      singular: 'Tartım',
      newTitle: 'Tartım kaydet',
      subtitle: 'Büyümeyi ırk eğrisine göre izleyen örnek ağırlıklar',
      empty: 'Henüz tartım kaydı yok.',
      fields: {
        date: 'Tarih',
        farmName: 'Çiftlik',
        flockName: 'Sürü',
        flockId: 'Sürü',
        sampleSize: 'Tartılan hayvan',
        averageWeightG: 'Ortalama ağırlık',
        notes: 'Notlar',
      },
      units: { averageWeightG: 'g' },
      hints: { sampleSize: 'Teraziye konan hayvan sayısı' },
    },
    ar: {
      title: 'الأوزان',
      singular: 'وزن',
      newTitle: 'تسجيل وزن',
      subtitle: 'أوزان عينات تتابع النمو مقارنة بمنحنى السلالة',
      empty: 'لم تُسجَّل أوزان بعد.',
      fields: {
        date: 'التاريخ',
        farmName: 'المزرعة',
        flockName: 'القطيع',
        flockId: 'القطيع',
        sampleSize: 'الطيور الموزونة',
        averageWeightG: 'متوسط الوزن',
        notes: 'ملاحظات',
      },
      units: { averageWeightG: 'غ' },
      hints: { sampleSize: 'عدد الطيور التي وُضعت على الميزان' },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.weighingInputSchema),
  columns: [
    ...flockRecordColumns<Weighing>(),
    { field: 'sampleSize', type: 'integer', width: 150 },
    { field: 'averageWeightG', type: 'decimal', decimals: 1, width: 170 },
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
  roles: AREA_ROLES.dailyRecords,
  paths: AREA_PATHS.weighings,
  defaults: () => ({ date: todayIso(), sampleSize: '50' }),
  recordTitle: (row, { locale }) => `${row.flockName} · ${formatDate(row.date, locale)}`,
  flockScoped: true,
});
