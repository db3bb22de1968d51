import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { stockOptionsEn } from '../stock-options/en.ts';

export const feedPurchasesEn = {
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
  options: { feedType: stockOptionsEn.feedType },
  units: { bagWeightKg: 'kg', quantityKg: 'kg' },
  hints: {
    bags: 'Or leave empty and enter the kilograms',
    quantityKg: 'Worked out from the bags when bags are entered',
  },
} satisfies AreaTexts;

/** The feed purchases area's words: Turkish and Arabic give the same ones. */
export type FeedPurchasesTexts = typeof feedPurchasesEn;
