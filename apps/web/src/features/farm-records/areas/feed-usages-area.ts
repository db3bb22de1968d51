import {
  AREA_ROLES,
  DEFAULT_BAG_WEIGHT_KG,
  FEED_TYPES,
  todayIso,
} from '@flockbook/contracts/values';
import type { FeedUsage } from '@flockbook/contracts';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';
import { stockOptionTexts } from './stock-option-texts.ts';

/** Feed usage: feed a flock ate on a day, taken from its farm's stock of that feed type. */
export const feedUsagesArea = defineRecordArea<FeedUsage>({
  id: 'feed-usages',
  endpoint: AREA_PATHS.feedUsages.api,
  entity: 'feed usage',
  icon: ScaleOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Feed usage',
      singular: 'Feed usage',
      newTitle: 'Record feed usage',
      subtitle: 'Feed given to each flock, taken from its farm’s stock',
      empty: 'No feed usage recorded yet.',
      fields: {
        date: 'Date',
        farmName: 'Farm',
        flockName: 'Flock',
        flockId: 'Flock',
        feedType: 'Feed type',
        bags: 'Bags',
        bagWeightKg: 'Bag weight',
        quantityKg: 'Quantity',
        notes: 'Notes',
      },
      options: { feedType: stockOptionTexts.en.feedType },
      units: { bagWeightKg: 'kg', quantityKg: 'kg' },
      hints: {
        bags: 'Or leave empty and enter the kilograms',
        quantityKg: 'No more than the farm’s stock of this feed on that date',
      },
    },
    tr: {
      title: 'Yem tüketimi',
      singular: 'Yem tüketimi',
      newTitle: 'Yem tüketimi kaydet',
      subtitle: 'Her sürüye verilen, çiftliğin stokundan düşülen yem',
      empty: 'Henüz yem tüketimi kaydı yok.',
      fields: {
        date: 'Tarih',
        farmName: 'Çiftlik',
        flockName: 'Sürü',
        flockId: 'Sürü',
        feedType: 'Yem türü',
        bags: 'Çuval',
        bagWeightKg: 'Çuval ağırlığı',
        quantityKg: 'Miktar',
        notes: 'Notlar',
      },
      options: { feedType: stockOptionTexts.tr.feedType },
      units: { bagWeightKg: 'kg', quantityKg: 'kg' },
      hints: {
        bags: 'Ya da boş bırakıp kilogram girin',
        quantityKg: 'O tarihte çiftlikteki bu yemin stokundan fazla olamaz',
      },
    },
    ar: {
      title: 'استهلاك العلف',
      singular: 'استهلاك علف',
      newTitle: 'تسجيل استهلاك علف',
      subtitle: 'العلف المقدَّم لكل قطيع، من مخزون مزرعته',
      empty: 'لم يُسجَّل استهلاك علف بعد.',
      fields: {
        date: 'التاريخ',
        farmName: 'المزرعة',
        flockName: 'القطيع',
        flockId: 'القطيع',
        feedType: 'نوع العلف',
        bags: 'الأكياس',
        bagWeightKg: 'وزن الكيس',
        quantityKg: 'الكمية',
        notes: 'ملاحظات',
      },
      options: { feedType: stockOptionTexts.ar.feedType },
      units: { bagWeightKg: 'كغ', quantityKg: 'كغ' },
      hints: {
        bags: 'أو اتركه فارغًا وأدخل الكيلوغرامات',
        quantityKg: 'لا تزيد على مخزون المزرعة من هذا العلف في ذلك التاريخ',
      },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.feedUsageInputSchema),
  columns: [
    ...flockRecordColumns<FeedUsage>(),
    { field: 'feedType', type: 'enum', width: 130 },
    { field: 'bags', type: 'decimal', decimals: 3, width: 110, total: true, sortable: false },
    { field: 'quantityKg', type: 'decimal', decimals: 3, width: 150, total: true },
    { field: 'notes', sortable: false, width: 140 },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true },
    { name: 'date', type: 'date', required: true },
    { name: 'feedType', type: 'enum', options: FEED_TYPES, required: true },
    { name: 'bags', type: 'decimal', decimals: 3 },
    { name: 'bagWeightKg', type: 'decimal', decimals: 3 },
    { name: 'quantityKg', type: 'decimal', decimals: 3, wide: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'flockName', 'farmName', 'feedType', 'quantityKg'],
  roles: AREA_ROLES.dailyRecords,
  paths: AREA_PATHS.feedUsages,
  defaults: () => ({ date: todayIso(), feedType: 'starter', bagWeightKg: DEFAULT_BAG_WEIGHT_KG }),
  recordTitle: (usage, { locale, texts }) =>
    `${usage.flockName} · ${texts.options?.feedType?.[usage.feedType] ?? usage.feedType} · ${formatDate(usage.date, locale)}`,
  flockScoped: true,
});
