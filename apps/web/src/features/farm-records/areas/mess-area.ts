import type { Mess } from '@flockbook/contracts';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { messAr } from './locales/mess/ar.ts';
import { messEn } from './locales/mess/en.ts';
import { messTr } from './locales/mess/tr.ts';

/** Mess: food bought for the farm staff, by farm and day. */
export const messArea = defineRecordArea<Mess>({
  id: 'mess',
  ...listedArea('mess'),
  entity: 'mess',
  icon: RestaurantOutlined,
  texts: defineAreaTexts({ en: messEn, tr: messTr, ar: messAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.messInputSchema),
  columns: [
    { field: 'date', type: 'date', width: 130, phone: true },
    { field: 'farmName', width: 160, phone: true },
    { field: 'description', width: 200, sortable: false, phone: true },
    { field: 'persons', type: 'integer', width: 110 },
    { field: 'amount', type: 'money', width: 160, total: true, phone: true },
  ],
  fields: [
    { name: 'farmId', type: 'farm', required: true },
    { name: 'date', type: 'date', required: true },
    { name: 'description', type: 'text', required: true, wide: true },
    { name: 'persons', type: 'integer' },
    { name: 'amount', type: 'decimal', decimals: 2, required: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'dateRange' }],
  sortFields: ['date', 'farmName', 'persons', 'amount'],
  defaults: (today) => ({ date: today, persons: '0' }),
  recordTitle: (entry, { locale }) => `${entry.farmName} · ${formatDate(entry.date, locale)}`,
});
