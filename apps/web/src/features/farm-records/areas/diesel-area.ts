import { DIESEL_PURPOSES } from '@flockbook/contracts/values';
import type { Diesel } from '@flockbook/contracts';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { farmRecordColumns } from './flock-record-columns.ts';
import { dieselAr } from './locales/diesel/ar.ts';
import { dieselEn } from './locales/diesel/en.ts';
import { dieselTr } from './locales/diesel/tr.ts';

/** Diesel: litres bought for a farm's generator, vehicles or heaters, optionally for one flock. */
export const dieselArea = defineRecordArea<Diesel>({
  id: 'diesel',
  ...listedArea('diesel'),
  entity: 'diesel entry',
  icon: LocalGasStationOutlined,
  texts: defineAreaTexts({ en: dieselEn, tr: dieselTr, ar: dieselAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.dieselInputSchema),
  columns: [
    ...farmRecordColumns<Diesel>(),
    { field: 'purpose', type: 'enum', width: 130 },
    { field: 'litres', type: 'decimal', decimals: 3, width: 120, total: true, phone: true },
    { field: 'pricePerLitre', type: 'money', width: 150, sortable: false },
    { field: 'total', type: 'money', width: 160, total: true, phone: true },
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
  defaults: (today) => ({ date: today, purpose: 'generator' }),
  recordTitle: (entry, { locale }) => `${entry.farmName} · ${formatDate(entry.date, locale)}`,
});
