import { DEATH_CAUSES } from '@flockbook/contracts/values';
import type { Death } from '@flockbook/contracts';
import HeartBrokenOutlined from '@mui/icons-material/HeartBrokenOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';
import { deathsAr } from './locales/deaths/ar.ts';
import { deathsEn } from './locales/deaths/en.ts';
import { deathsTr } from './locales/deaths/tr.ts';

/** Deaths: birds found dead or culled, by flock, date and cause. */
export const deathsArea = defineRecordArea<Death>({
  id: 'deaths',
  ...listedArea('deaths'),
  entity: 'death',
  icon: HeartBrokenOutlined,
  texts: defineAreaTexts({ en: deathsEn, tr: deathsTr, ar: deathsAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.deathInputSchema),
  columns: [
    ...flockRecordColumns<Death>(),
    { field: 'count', type: 'integer', width: 120, total: true, phone: true },
    { field: 'cause', type: 'enum', width: 160, phone: true },
    { field: 'notes', sortable: false, width: 160 },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true },
    { name: 'date', type: 'date', required: true },
    { name: 'count', type: 'integer', required: true },
    { name: 'cause', type: 'enum', options: DEATH_CAUSES, required: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'flockName', 'farmName', 'count', 'cause'],
  defaults: (today) => ({ date: today, cause: 'unknown' }),
  recordTitle: (death, { locale }) => `${death.flockName} · ${formatDate(death.date, locale)}`,
});
