import { AREA_ROLES, DIESEL_PURPOSES, todayIso } from '@flockbook/contracts/values';
import type { Diesel } from '@flockbook/contracts';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { farmRecordColumns } from './flock-record-columns.ts';
import { stockOptionTexts } from './stock-option-texts.ts';

/** Diesel: litres bought for a farm's generator, vehicles or heaters, optionally for one flock. */
export const dieselArea = defineRecordArea<Diesel>({
  id: 'diesel',
  endpoint: AREA_PATHS.diesel.api,
  entity: 'diesel entry',
  icon: LocalGasStationOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Diesel',
      singular: 'Diesel entry',
      newTitle: 'Record diesel',
      subtitle: 'Fuel for generators, vehicles and heaters, by farm and flock',
      empty: 'No diesel recorded yet.',
      fields: {
        date: 'Date',
        farmId: 'Farm',
        farmName: 'Farm',
        flockId: 'Flock',
        flockName: 'Flock',
        litres: 'Litres',
        pricePerLitre: 'Price per litre',
        total: 'Total',
        purpose: 'Purpose',
        notes: 'Notes',
      },
      options: { purpose: stockOptionTexts.en.dieselPurpose },
      units: { litres: 'L' },
      hints: { flockId: 'Leave empty when the whole farm used it' },
    },
    tr: {
      title: 'Mazot',
      singular: 'Mazot kaydı',
      newTitle: 'Mazot kaydet',
      subtitle: 'Jeneratör, araç ve ısıtıcı yakıtı, çiftlik ve sürüye göre',
      empty: 'Henüz mazot kaydı yok.',
      fields: {
        date: 'Tarih',
        farmId: 'Çiftlik',
        farmName: 'Çiftlik',
        flockId: 'Sürü',
        flockName: 'Sürü',
        litres: 'Litre',
        pricePerLitre: 'Litre fiyatı',
        total: 'Toplam',
        purpose: 'Amaç',
        notes: 'Notlar',
      },
      options: { purpose: stockOptionTexts.tr.dieselPurpose },
      units: { litres: 'L' },
      hints: { flockId: 'Tüm çiftlik kullandıysa boş bırakın' },
    },
    ar: {
      title: 'الديزل',
      singular: 'قيد ديزل',
      newTitle: 'تسجيل ديزل',
      subtitle: 'وقود المولدات والمركبات والمدافئ حسب المزرعة والقطيع',
      empty: 'لم يُسجَّل ديزل بعد.',
      fields: {
        date: 'التاريخ',
        farmId: 'المزرعة',
        farmName: 'المزرعة',
        flockId: 'القطيع',
        flockName: 'القطيع',
        litres: 'اللترات',
        pricePerLitre: 'سعر اللتر',
        total: 'الإجمالي',
        purpose: 'الغرض',
        notes: 'ملاحظات',
      },
      options: { purpose: stockOptionTexts.ar.dieselPurpose },
      units: { litres: 'لتر' },
      hints: { flockId: 'اتركه فارغًا إذا استخدمته المزرعة كلها' },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.dieselInputSchema),
  columns: [
    ...farmRecordColumns<Diesel>(),
    { field: 'purpose', type: 'enum', width: 130 },
    { field: 'litres', type: 'decimal', decimals: 3, width: 120, total: true },
    { field: 'pricePerLitre', type: 'money', width: 150, sortable: false },
    { field: 'total', type: 'money', width: 160, total: true },
  ],
  fields: [
    { name: 'farmId', type: 'farm', required: true },
    { name: 'flockId', type: 'flock', farmField: 'farmId' },
    { name: 'date', type: 'date', required: true },
    { name: 'purpose', type: 'enum', options: DIESEL_PURPOSES, required: true },
    { name: 'litres', type: 'decimal', decimals: 3, required: true },
    { name: 'pricePerLitre', type: 'decimal', decimals: 2, required: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'farmName', 'flockName', 'litres', 'total', 'purpose'],
  roles: AREA_ROLES.dailyRecords,
  paths: AREA_PATHS.diesel,
  defaults: () => ({ date: todayIso(), purpose: 'generator' }),
  recordTitle: (entry, { locale }) => `${entry.farmName} · ${formatDate(entry.date, locale)}`,
});
