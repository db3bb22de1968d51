import {
  AREA_ROLES,
  authRoles,
  DEFAULT_BAG_WEIGHT_KG,
  FEED_TYPES,
  todayIso,
} from '@flockbook/contracts/values';
import type { FeedPurchase } from '@flockbook/contracts';
import GrassOutlined from '@mui/icons-material/GrassOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { supplierReference } from './references.ts';
import { stockOptionTexts } from './stock-option-texts.ts';

/** Feed purchases: bags (or kilograms) of a feed type bought for a farm, kept in kilograms. */
export const feedPurchasesArea = defineRecordArea<FeedPurchase>({
  id: 'feed-purchases',
  endpoint: AREA_PATHS.feedPurchases.api,
  entity: 'feed purchase',
  icon: GrassOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Feed',
      singular: 'Feed purchase',
      newTitle: 'Record a feed purchase',
      subtitle: 'Feed bought for each farm, in bags and kilograms',
      empty: 'No feed purchases recorded yet.',
      fields: {
        date: 'Date',
        farmId: 'Farm',
        farmName: 'Farm',
        feedType: 'Feed type',
        bags: 'Bags',
        bagWeightKg: 'Bag weight',
        quantityKg: 'Quantity',
        pricePerBag: 'Price per bag',
        total: 'Total',
        supplierId: 'Supplier',
        supplierName: 'Supplier',
        invoiceNo: 'Invoice no.',
        notes: 'Notes',
      },
      options: { feedType: stockOptionTexts.en.feedType },
      units: { bagWeightKg: 'kg', quantityKg: 'kg' },
      hints: {
        bags: 'Or leave empty and enter the kilograms',
        quantityKg: 'Worked out from the bags when bags are entered',
      },
    },
    tr: {
      title: 'Yem',
      singular: 'Yem alımı',
      newTitle: 'Yem alımı kaydet',
      subtitle: 'Her çiftlik için alınan yem, çuval ve kilogram olarak',
      empty: 'Henüz yem alımı kaydı yok.',
      fields: {
        date: 'Tarih',
        farmId: 'Çiftlik',
        farmName: 'Çiftlik',
        feedType: 'Yem türü',
        bags: 'Çuval',
        bagWeightKg: 'Çuval ağırlığı',
        quantityKg: 'Miktar',
        pricePerBag: 'Çuval fiyatı',
        total: 'Toplam',
        supplierId: 'Tedarikçi',
        supplierName: 'Tedarikçi',
        invoiceNo: 'Fatura no.',
        notes: 'Notlar',
      },
      options: { feedType: stockOptionTexts.tr.feedType },
      units: { bagWeightKg: 'kg', quantityKg: 'kg' },
      hints: {
        bags: 'Ya da boş bırakıp kilogram girin',
        quantityKg: 'Çuval girildiğinde çuvallardan hesaplanır',
      },
    },
    ar: {
      title: 'العلف',
      singular: 'شراء علف',
      newTitle: 'تسجيل شراء علف',
      subtitle: 'العلف المشترى لكل مزرعة بالأكياس والكيلوغرامات',
      empty: 'لم تُسجَّل مشتريات علف بعد.',
      fields: {
        date: 'التاريخ',
        farmId: 'المزرعة',
        farmName: 'المزرعة',
        feedType: 'نوع العلف',
        bags: 'الأكياس',
        bagWeightKg: 'وزن الكيس',
        quantityKg: 'الكمية',
        pricePerBag: 'سعر الكيس',
        total: 'الإجمالي',
        supplierId: 'المورد',
        supplierName: 'المورد',
        invoiceNo: 'رقم الفاتورة',
        notes: 'ملاحظات',
      },
      options: { feedType: stockOptionTexts.ar.feedType },
      units: { bagWeightKg: 'كغ', quantityKg: 'كغ' },
      hints: {
        bags: 'أو اتركه فارغًا وأدخل الكيلوغرامات',
        quantityKg: 'تُحسب من الأكياس عند إدخالها',
      },
    },
  }),
  inputSchema: () =>
    import('@flockbook/contracts').then((module) => module.feedPurchaseInputSchema),
  columns: [
    { field: 'date', type: 'date', width: 130 },
    { field: 'farmName', width: 170, hideInFlock: true },
    { field: 'feedType', type: 'enum', width: 130 },
    { field: 'bags', type: 'decimal', decimals: 3, width: 110, total: true, sortable: false },
    { field: 'quantityKg', type: 'decimal', decimals: 3, width: 140, total: true },
    { field: 'pricePerBag', type: 'money', width: 150 },
    { field: 'total', type: 'money', width: 170, total: true },
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
  roles: AREA_ROLES.dailyRecords,
  paths: AREA_PATHS.feedPurchases,
  defaults: () => ({ date: todayIso(), feedType: 'starter', bagWeightKg: DEFAULT_BAG_WEIGHT_KG }),
  recordTitle: (purchase, { locale, texts }) =>
    `${texts.options?.feedType?.[purchase.feedType] ?? purchase.feedType} · ${purchase.farmName} · ${formatDate(purchase.date, locale)}`,
});
