import { AREA_ROLES, todayIso } from '@flockbook/contracts/values';
import type { EggCollection } from '@flockbook/contracts';
import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';

/** Flock types that lay eggs. */
export const LAYING_FLOCK_TYPES = ['layer', 'breeder'] as const;

/** Egg collections: the eggs gathered from a laying flock on a day, and how many broke. */
export const eggCollectionsArea = defineRecordArea<EggCollection>({
  id: 'egg-collections',
  endpoint: AREA_PATHS.eggCollections.api,
  entity: 'eggCollection',
  icon: EggAltOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Egg collections',
      singular: 'Egg collection',
      newTitle: 'Record an egg collection',
      subtitle: 'Eggs gathered from laying flocks, day by day',
      empty: 'No egg collections recorded yet.',
      fields: {
        date: 'Date',
        farmName: 'Farm',
        flockName: 'Flock',
        flockId: 'Flock',
        eggs: 'Eggs',
        broken: 'Broken',
        notes: 'Notes',
      },
      hints: { flockId: 'Layer and breeder flocks', broken: 'Of the eggs collected' },
    },
    tr: {
      title: 'Yumurta toplama',
      singular: 'Yumurta toplama',
      newTitle: 'Yumurta toplama kaydet',
      subtitle: 'Yumurtlayan sürülerden gün gün toplanan yumurtalar',
      empty: 'Henüz yumurta toplama kaydı yok.',
      fields: {
        date: 'Tarih',
        farmName: 'Çiftlik',
        flockName: 'Sürü',
        flockId: 'Sürü',
        eggs: 'Yumurta',
        broken: 'Kırık',
        notes: 'Notlar',
      },
      hints: { flockId: 'Yumurtacı ve damızlık sürüler', broken: 'Toplanan yumurtalardan' },
    },
    ar: {
      title: 'جمع البيض',
      singular: 'جمع بيض',
      newTitle: 'تسجيل جمع البيض',
      subtitle: 'البيض المجموع من القطعان البيّاضة يومًا بيوم',
      empty: 'لم يُسجَّل جمع بيض بعد.',
      fields: {
        date: 'التاريخ',
        farmName: 'المزرعة',
        flockName: 'القطيع',
        flockId: 'القطيع',
        eggs: 'البيض',
        broken: 'المكسور',
        notes: 'ملاحظات',
      },
      hints: { flockId: 'قطعان البياض والأمهات', broken: 'من البيض المجموع' },
    },
  }),
  inputSchema: () =>
    import('@flockbook/contracts').then((module) => module.eggCollectionInputSchema),
  columns: [
    ...flockRecordColumns<EggCollection>(),
    { field: 'eggs', type: 'integer', width: 130, total: true },
    { field: 'broken', type: 'integer', width: 130, total: true },
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
  roles: AREA_ROLES.dailyRecords,
  paths: AREA_PATHS.eggCollections,
  defaults: () => ({ date: todayIso(), broken: '0' }),
  recordTitle: (row, { locale }) => `${row.flockName} · ${formatDate(row.date, locale)}`,
  flockScoped: true,
});
