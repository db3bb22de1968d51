import { authRoles, DEFAULT_BAG_WEIGHT_KG, FEED_TYPES } from '@flockbook/contracts/values';
import type { FeedPurchase } from '@flockbook/contracts';
import GrassOutlined from '@mui/icons-material/GrassOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { feedPurchasesAr } from './locales/feed-purchases/ar.ts';
import { feedPurchasesEn } from './locales/feed-purchases/en.ts';
import { feedPurchasesTr } from './locales/feed-purchases/tr.ts';
import { supplierReference } from './references.ts';

/** Feed purchases: bags (or kilograms) of a feed type bought for a farm, kept in kilograms. */
export const feedPurchasesArea = defineRecordArea<FeedPurchase>({
  id: 'feed-purchases',
  ...listedArea('feedPurchases'),
  entity: 'feed purchase',
  icon: GrassOutlined,
  texts: defineAreaTexts({ en: feedPurchasesEn, tr: feedPurchasesTr, ar: feedPurchasesAr }),
  inputSchema: () =>
    import('@flockbook/contracts').then((module) => module.feedPurchaseInputSchema),
  columns: [
    { field: 'date', type: 'date', width: 130, phone: true },
    { field: 'farmName', width: 170, hideInFlock: true, phone: true },
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
    { field: 'quantityKg', type: 'decimal', decimals: 3, width: 140, total: true },
    { field: 'pricePerBag', type: 'money', width: 150 },
    { field: 'total', type: 'money', width: 170, total: true, phone: true },
    { field: 'supplierName', width: 160, sortable: false },
    { field: 'invoiceNo', width: 120, sortable: false },
  ],
  fields: [
    { name: 'farmId', type: 'farm', required: true },
    { name: 'date', type: 'date', required: true },
    { name: 'feedType', type: 'enum', options: FEED_TYPES, required: true },
    { name: 'bags', type: 'decimal', decimals: 3 },
    { name: 'bagWeightKg', type: 'decimal', decimals: 3 },
    { name: 'quantityKg', type: 'decimal', decimals: 3 },
    { name: 'pricePerBag', type: 'decimal', decimals: 2, required: true },
    {
      name: 'supplierId',
      type: 'reference',
      reference: supplierReference,
      auth: authRoles.admin,
    },
    { name: 'invoiceNo', type: 'text' },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'dateRange' }],
  sortFields: ['date', 'farmName', 'feedType', 'quantityKg', 'pricePerBag', 'total'],
  defaults: (today) => ({ date: today, feedType: 'starter', bagWeightKg: DEFAULT_BAG_WEIGHT_KG }),
  recordTitle: (purchase, { locale, texts }) =>
    `${texts.options?.feedType?.[purchase.feedType] ?? purchase.feedType} · ${purchase.farmName} · ${formatDate(purchase.date, locale)}`,
});
