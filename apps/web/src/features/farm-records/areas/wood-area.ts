import { WOOD_PURPOSES, WOOD_UNITS } from '@flockbook/contracts/values';
import type { Wood } from '@flockbook/contracts';
import ForestOutlined from '@mui/icons-material/ForestOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate, formatDecimal } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { farmRecordColumns } from './flock-record-columns.ts';
import { woodAr } from './locales/wood/ar.ts';
import { woodEn } from './locales/wood/en.ts';
import { woodTr } from './locales/wood/tr.ts';

/** Wood: fuel for brooding heat and litter, by the kg or the load, optionally for one flock. */
export const woodArea = defineRecordArea<Wood>({
  id: 'wood',
  ...listedArea('wood'),
  entity: 'wood entry',
  icon: ForestOutlined,
  texts: defineAreaTexts({ en: woodEn, tr: woodTr, ar: woodAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.woodInputSchema),
  columns: [
    ...farmRecordColumns<Wood>(),
    { field: 'purpose', type: 'enum', width: 140 },
    {
      field: 'quantity',
      phone: true,
      type: 'decimal',
      decimals: 3,
      width: 130,
      sortable: false,
      render: (row, { locale, texts }) =>
        `${formatDecimal(row.quantity, locale, 3)} ${texts.options?.unit?.[row.unit] ?? row.unit}`,
    },
    { field: 'unitPrice', type: 'money', width: 150, sortable: false },
    { field: 'total', type: 'money', width: 160, total: true, phone: true },
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
  defaults: (today) => ({ date: today, unit: 'kg', purpose: 'brooding heat' }),
  recordTitle: (entry, { locale }) => `${entry.farmName} · ${formatDate(entry.date, locale)}`,
});
