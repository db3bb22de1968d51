import {
  AREA_ROLES,
  MEDICINE_METHODS,
  MEDICINE_PURPOSES,
  todayIso,
} from '@flockbook/contracts/values';
import type { MedicineUse } from '@flockbook/contracts';
import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate, formatDecimal } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';
import { medicineReference } from './references.ts';
import { stockOptionTexts } from './stock-option-texts.ts';

/** Medicine use: a vaccination or treatment of a flock from one of its farm's batches. */
export const medicineUsesArea = defineRecordArea<MedicineUse>({
  id: 'medicine-uses',
  endpoint: AREA_PATHS.medicineUses.api,
  entity: 'medicine use',
  icon: VaccinesOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Medicine use',
      singular: 'Medicine use',
      newTitle: 'Record a vaccination or treatment',
      subtitle: 'Vaccinations and treatments given to each flock, with their withdrawal periods',
      empty: 'No medicine use recorded yet.',
      fields: {
        date: 'Date',
        farmName: 'Farm',
        flockName: 'Flock',
        flockId: 'Flock',
        medicineId: 'Medicine batch',
        medicineName: 'Medicine',
        quantity: 'Quantity',
        purpose: 'Purpose',
        method: 'Method',
        administeredBy: 'Given by',
        withdrawalMeatUntil: 'No meat sale until',
        withdrawalEggsUntil: 'No egg sale until',
        notes: 'Notes',
      },
      options: {
        purpose: stockOptionTexts.en.medicinePurpose,
        method: stockOptionTexts.en.medicineMethod,
        unit: stockOptionTexts.en.medicineUnit,
      },
      hints: {
        medicineId: 'Batches on the flock’s farm, with what is left; choose the flock first',
        quantity: 'In the batch’s unit; no more than what is left',
      },
    },
    tr: {
      title: 'İlaç kullanımı',
      singular: 'İlaç kullanımı',
      newTitle: 'Aşılama ya da tedavi kaydet',
      subtitle: 'Her sürüye yapılan aşılama ve tedaviler, arınma süreleriyle',
      empty: 'Henüz ilaç kullanımı kaydı yok.',
      fields: {
        date: 'Tarih',
        farmName: 'Çiftlik',
        flockName: 'Sürü',
        flockId: 'Sürü',
        medicineId: 'İlaç partisi',
        medicineName: 'İlaç',
        quantity: 'Miktar',
        purpose: 'Amaç',
        method: 'Yöntem',
        administeredBy: 'Uygulayan',
        withdrawalMeatUntil: 'Et satışı yasak, bitiş',
        withdrawalEggsUntil: 'Yumurta satışı yasak, bitiş',
        notes: 'Notlar',
      },
      options: {
        purpose: stockOptionTexts.tr.medicinePurpose,
        method: stockOptionTexts.tr.medicineMethod,
        unit: stockOptionTexts.tr.medicineUnit,
      },
      hints: {
        medicineId: 'Sürünün çiftliğindeki partiler ve kalan miktarları; önce sürüyü seçin',
        quantity: 'Partinin biriminde; kalandan fazla olamaz',
      },
    },
    ar: {
      title: 'استخدام الأدوية',
      singular: 'استخدام دواء',
      newTitle: 'تسجيل تحصين أو علاج',
      subtitle: 'التحصينات والعلاجات المعطاة لكل قطيع مع فترات السحب',
      empty: 'لم يُسجَّل استخدام أدوية بعد.',
      fields: {
        date: 'التاريخ',
        farmName: 'المزرعة',
        flockName: 'القطيع',
        flockId: 'القطيع',
        medicineId: 'تشغيلة الدواء',
        medicineName: 'الدواء',
        quantity: 'الكمية',
        purpose: 'الغرض',
        method: 'الطريقة',
        administeredBy: 'أعطاه',
        withdrawalMeatUntil: 'لا بيع للحم حتى',
        withdrawalEggsUntil: 'لا بيع للبيض حتى',
        notes: 'ملاحظات',
      },
      options: {
        purpose: stockOptionTexts.ar.medicinePurpose,
        method: stockOptionTexts.ar.medicineMethod,
        unit: stockOptionTexts.ar.medicineUnit,
      },
      hints: {
        medicineId: 'تشغيلات مزرعة القطيع مع المتبقي منها؛ اختر القطيع أولًا',
        quantity: 'بوحدة التشغيلة؛ لا تزيد على المتبقي',
      },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.medicineUseInputSchema),
  columns: [
    ...flockRecordColumns<MedicineUse>(),
    { field: 'medicineName', width: 190, sortable: false },
    {
      field: 'quantity',
      type: 'decimal',
      decimals: 3,
      width: 120,
      render: (row, { locale, texts }) =>
        `${formatDecimal(row.quantity, locale, 3)} ${texts.options?.unit?.[row.unit] ?? row.unit}`,
    },
    { field: 'purpose', type: 'enum', width: 130 },
    { field: 'method', type: 'enum', width: 120, sortable: false },
    {
      field: 'withdrawalMeatUntil',
      type: 'date',
      width: 170,
      sortable: false,
      // Empty when the medicine has no withdrawal period (its end is the day of use).
      render: (row, { locale }) =>
        row.withdrawalMeatUntil > row.date ? formatDate(row.withdrawalMeatUntil, locale) : '',
    },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true },
    { name: 'date', type: 'date', required: true },
    { name: 'purpose', type: 'enum', options: MEDICINE_PURPOSES, required: true },
    {
      name: 'medicineId',
      type: 'reference',
      reference: medicineReference,
      required: true,
      wide: true,
    },
    { name: 'quantity', type: 'decimal', decimals: 3, required: true },
    { name: 'method', type: 'enum', options: MEDICINE_METHODS, required: true },
    { name: 'administeredBy', type: 'text', wide: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'flockName', 'farmName', 'purpose', 'quantity'],
  roles: AREA_ROLES.dailyRecords,
  paths: AREA_PATHS.medicineUses,
  defaults: () => ({ date: todayIso(), purpose: 'vaccination', method: 'water' }),
  recordTitle: (use, { locale }) =>
    `${use.medicineName} · ${use.flockName} · ${formatDate(use.date, locale)}`,
  flockScoped: true,
});
