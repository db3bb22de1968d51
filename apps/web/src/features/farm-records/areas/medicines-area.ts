import { authRoles, MEDICINE_KINDS, MEDICINE_UNITS } from '@flockbook/contracts/values';
import type { Medicine } from '@flockbook/contracts';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate, formatDecimal } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { medicinesAr } from './locales/medicines/ar.ts';
import { medicinesEn } from './locales/medicines/en.ts';
import { medicinesTr } from './locales/medicines/tr.ts';
import { supplierReference } from './references.ts';

/** Medicine purchases: batches of vaccines and drugs bought for a farm, with expiry and withdrawal. */
export const medicinesArea = defineRecordArea<Medicine>({
  id: 'medicines',
  ...listedArea('medicines'),
  entity: 'medicine',
  icon: MedicationOutlined,
  texts: defineAreaTexts({ en: medicinesEn, tr: medicinesTr, ar: medicinesAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.medicineInputSchema),
  columns: [
    { field: 'date', type: 'date', width: 130, phone: true },
    { field: 'farmName', width: 160, hideInFlock: true, phone: true },
    { field: 'name', width: 190, phone: true },
    { field: 'kind', type: 'enum', width: 120 },
    {
      field: 'quantity',
      type: 'decimal',
      decimals: 3,
      width: 120,
      sortable: false,
      render: (row, { locale, texts }) =>
        `${formatDecimal(row.quantity, locale, 3)} ${texts.options?.unit?.[row.unit] ?? row.unit}`,
    },
    {
      field: 'remaining',
      phone: true,
      type: 'decimal',
      decimals: 3,
      width: 120,
      sortable: false,
      render: (row, { locale, texts }) =>
        `${formatDecimal(row.remaining, locale, 3)} ${texts.options?.unit?.[row.unit] ?? row.unit}`,
    },
    { field: 'total', type: 'money', width: 150, total: true },
    { field: 'expiresOn', type: 'date', width: 130 },
    { field: 'batchNo', width: 110, sortable: false },
  ],
  fields: [
    { name: 'farmId', type: 'farm', required: true },
    { name: 'date', type: 'date', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'kind', type: 'enum', options: MEDICINE_KINDS, required: true },
    { name: 'quantity', type: 'decimal', decimals: 3, required: true },
    { name: 'unit', type: 'enum', options: MEDICINE_UNITS, required: true },
    { name: 'unitPrice', type: 'decimal', decimals: 2, required: true },
    {
      name: 'supplierId',
      type: 'reference',
      reference: supplierReference,
      auth: authRoles.admin,
    },
    { name: 'batchNo', type: 'text' },
    { name: 'expiresOn', type: 'date', future: true },
    { name: 'withdrawalDaysMeat', type: 'integer' },
    { name: 'withdrawalDaysEggs', type: 'integer' },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'dateRange' }],
  sortFields: ['date', 'farmName', 'name', 'kind', 'expiresOn', 'total'],
  defaults: (today) => ({
    date: today,
    kind: 'vaccine',
    unit: 'dose',
    withdrawalDaysMeat: '0',
    withdrawalDaysEggs: '0',
  }),
  recordTitle: (medicine, { locale }) =>
    `${medicine.name} · ${medicine.farmName} · ${formatDate(medicine.date, locale)}`,
});
