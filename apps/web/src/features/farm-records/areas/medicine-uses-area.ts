import { MEDICINE_METHODS, MEDICINE_PURPOSES } from '@flockbook/contracts/values';
import type { MedicineUse } from '@flockbook/contracts';
import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate, formatDecimal } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';
import { medicineUsesAr } from './locales/medicine-uses/ar.ts';
import { medicineUsesEn } from './locales/medicine-uses/en.ts';
import { medicineUsesTr } from './locales/medicine-uses/tr.ts';
import { medicineReference } from './references.ts';

/** Medicine use: a vaccination or treatment of a flock from one of its farm's batches. */
export const medicineUsesArea = defineRecordArea<MedicineUse>({
  id: 'medicine-uses',
  ...listedArea('medicineUses'),
  entity: 'medicine use',
  icon: VaccinesOutlined,
  texts: defineAreaTexts({ en: medicineUsesEn, tr: medicineUsesTr, ar: medicineUsesAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.medicineUseInputSchema),
  columns: [
    ...flockRecordColumns<MedicineUse>(),
    { field: 'medicineName', width: 190, sortable: false, phone: true },
    {
      field: 'quantity',
      phone: true,
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
  defaults: (today) => ({ date: today, purpose: 'vaccination', method: 'water' }),
  recordTitle: (use, { locale }) =>
    `${use.medicineName} · ${use.flockName} · ${formatDate(use.date, locale)}`,
});
