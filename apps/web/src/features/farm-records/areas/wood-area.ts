import { AREA_ROLES, todayIso, WOOD_PURPOSES, WOOD_UNITS } from '@flockbook/contracts/values';
import type { Wood } from '@flockbook/contracts';
import ForestOutlined from '@mui/icons-material/ForestOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate, formatDecimal } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { farmRecordColumns } from './flock-record-columns.ts';
import { stockOptionTexts } from './stock-option-texts.ts';

/** Wood: fuel for brooding heat and litter, by the kg or the load, optionally for one flock. */
export const woodArea = defineRecordArea<Wood>({
  id: 'wood',
  endpoint: AREA_PATHS.wood.api,
  entity: 'wood entry',
  icon: ForestOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Wood',
      singular: 'Wood entry',
      newTitle: 'Record wood',
      subtitle: 'Wood for brooding heat and litter, by farm and flock',
      empty: 'No wood recorded yet.',
      fields: {
        date: 'Date',
        farmId: 'Farm',
        farmName: 'Farm',
        flockId: 'Flock',
        flockName: 'Flock',
        quantity: 'Quantity',
        unit: 'Unit',
        unitPrice: 'Unit price',
        total: 'Total',
        purpose: 'Purpose',
        notes: 'Notes',
      },
      options: { unit: stockOptionTexts.en.woodUnit, purpose: stockOptionTexts.en.woodPurpose },
      hints: { flockId: 'Leave empty when the whole farm used it' },
    },
    tr: {
      title: 'Odun',
      singular: 'Odun kaydı',
      newTitle: 'Odun kaydet',
      subtitle: 'Civciv ısıtma ve altlık için odun, çiftlik ve sürüye göre',
      empty: 'Henüz odun kaydı yok.',
      fields: {
        date: 'Tarih',
        farmId: 'Çiftlik',
        farmName: 'Çiftlik',
        flockId: 'Sürü',
        flockName: 'Sürü',
        quantity: 'Miktar',
        unit: 'Birim',
        unitPrice: 'Birim fiyatı',
        total: 'Toplam',
        purpose: 'Amaç',
        notes: 'Notlar',
      },
      options: { unit: stockOptionTexts.tr.woodUnit, purpose: stockOptionTexts.tr.woodPurpose },
      hints: { flockId: 'Tüm çiftlik kullandıysa boş bırakın' },
    },
    ar: {
      title: 'الحطب',
      singular: 'قيد حطب',
      newTitle: 'تسجيل حطب',
      subtitle: 'حطب لتدفئة الحضانة والفرشة حسب المزرعة والقطيع',
      empty: 'لم يُسجَّل حطب بعد.',
      fields: {
        date: 'التاريخ',
        farmId: 'المزرعة',
        farmName: 'المزرعة',
        flockId: 'القطيع',
        flockName: 'القطيع',
        quantity: 'الكمية',
        unit: 'الوحدة',
        unitPrice: 'سعر الوحدة',
        total: 'الإجمالي',
        purpose: 'الغرض',
        notes: 'ملاحظات',
      },
      options: { unit: stockOptionTexts.ar.woodUnit, purpose: stockOptionTexts.ar.woodPurpose },
      hints: { flockId: 'اتركه فارغًا إذا استخدمته المزرعة كلها' },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.woodInputSchema),
  columns: [
    ...farmRecordColumns<Wood>(),
    { field: 'purpose', type: 'enum', width: 140 },
    {
      field: 'quantity',
      type: 'decimal',
      decimals: 3,
      width: 130,
      sortable: false,
      render: (row, { locale, texts }) =>
        `${formatDecimal(row.quantity, locale, 3)} ${texts.options?.unit?.[row.unit] ?? row.unit}`,
    },
    { field: 'unitPrice', type: 'money', width: 150, sortable: false },
    { field: 'total', type: 'money', width: 160, total: true },
  ],
  fields: [
    { name: 'farmId', type: 'farm', required: true },
    { name: 'flockId', type: 'flock', farmField: 'farmId' },
    { name: 'date', type: 'date', required: true },
    { name: 'purpose', type: 'enum', options: WOOD_PURPOSES, required: true },
    { name: 'quantity', type: 'decimal', decimals: 3, required: true },
    { name: 'unit', type: 'enum', options: WOOD_UNITS, required: true },
    { name: 'unitPrice', type: 'decimal', decimals: 2, required: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'farmName', 'flockName', 'total', 'purpose'],
  roles: AREA_ROLES.dailyRecords,
  paths: AREA_PATHS.wood,
  defaults: () => ({ date: todayIso(), unit: 'kg', purpose: 'brooding heat' }),
  recordTitle: (entry, { locale }) => `${entry.farmName} · ${formatDate(entry.date, locale)}`,
});
