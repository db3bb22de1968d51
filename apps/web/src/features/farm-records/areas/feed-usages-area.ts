import { DEFAULT_BAG_WEIGHT_KG, FEED_TYPES } from '@flockbook/contracts/values';
import type { FeedUsage } from '@flockbook/contracts';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';
import { feedUsagesAr } from './locales/feed-usages/ar.ts';
import { feedUsagesEn } from './locales/feed-usages/en.ts';
import { feedUsagesTr } from './locales/feed-usages/tr.ts';

/** Feed usage: feed a flock ate on a day, taken from its farm's stock of that feed type. */
export const feedUsagesArea = defineRecordArea<FeedUsage>({
  id: 'feed-usages',
  ...listedArea('feedUsages'),
  entity: 'feed usage',
  icon: ScaleOutlined,
  texts: defineAreaTexts({ en: feedUsagesEn, tr: feedUsagesTr, ar: feedUsagesAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.feedUsageInputSchema),
  columns: [
    ...flockRecordColumns<FeedUsage>(),
    { field: 'feedType', type: 'enum', width: 130, phone: true },
    {
      field: 'bags',
      type: 'decimal',
      decimals: 3,
      width: 110,
      total: true,
      sortable: false,
      phone: true,
    },
    { field: 'quantityKg', type: 'decimal', decimals: 3, width: 150, total: true },
    { field: 'notes', sortable: false, width: 140 },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true },
    { name: 'date', type: 'date', required: true },
    { name: 'feedType', type: 'enum', options: FEED_TYPES, required: true },
    { name: 'bags', type: 'decimal', decimals: 3 },
    { name: 'bagWeightKg', type: 'decimal', decimals: 3 },
    { name: 'quantityKg', type: 'decimal', decimals: 3, wide: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'flockName', 'farmName', 'feedType', 'quantityKg'],
  defaults: (today) => ({ date: today, feedType: 'starter', bagWeightKg: DEFAULT_BAG_WEIGHT_KG }),
  recordTitle: (usage, { locale, texts }) =>
    `${usage.flockName} · ${texts.options?.feedType?.[usage.feedType] ?? usage.feedType} · ${formatDate(usage.date, locale)}`,
});
