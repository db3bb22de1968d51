import type { HouseReading } from '@flockbook/contracts';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';
import { houseReadingsAr } from './locales/house-readings/ar.ts';
import { houseReadingsEn } from './locales/house-readings/en.ts';
import { houseReadingsTr } from './locales/house-readings/tr.ts';

/** House readings: a flock's water meter, min/max thermometer and humidity of one day. */
export const houseReadingsArea = defineRecordArea<HouseReading>({
  id: 'house-readings',
  ...listedArea('houseReadings'),
  entity: 'houseReading',
  icon: ThermostatOutlined,
  texts: defineAreaTexts({ en: houseReadingsEn, tr: houseReadingsTr, ar: houseReadingsAr }),
  inputSchema: () =>
    import('@flockbook/contracts').then((module) => module.houseReadingInputSchema),
  columns: [
    ...flockRecordColumns<HouseReading>(),
    { field: 'waterLitres', type: 'decimal', decimals: 1, width: 140, total: true, phone: true },
    { field: 'minTempC', type: 'decimal', decimals: 1, width: 130, phone: true },
    { field: 'maxTempC', type: 'decimal', decimals: 1, width: 130, phone: true },
    { field: 'humidityPercent', type: 'decimal', decimals: 1, width: 130 },
    { field: 'notes', sortable: false, width: 160 },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true },
    { name: 'date', type: 'date', required: true },
    { name: 'waterLitres', type: 'decimal', decimals: 1, required: true },
    { name: 'minTempC', type: 'decimal', decimals: 1, required: true },
    { name: 'maxTempC', type: 'decimal', decimals: 1, required: true },
    { name: 'humidityPercent', type: 'decimal', decimals: 1 },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: [
    'date',
    'flockName',
    'farmName',
    'waterLitres',
    'minTempC',
    'maxTempC',
    'humidityPercent',
  ],
  defaults: (today) => ({ date: today }),
  recordTitle: (row, { locale }) => `${row.flockName} · ${formatDate(row.date, locale)}`,
});
