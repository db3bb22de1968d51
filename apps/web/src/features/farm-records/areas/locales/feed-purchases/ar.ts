import { stockOptionsAr } from '../stock-options/ar.ts';
import type { FeedPurchasesTexts } from './en.ts';

export const feedPurchasesAr: FeedPurchasesTexts = {
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
  options: { feedType: stockOptionsAr.feedType },
  units: { bagWeightKg: 'كغ', quantityKg: 'كغ' },
  hints: {
    bags: 'أو اتركه فارغًا وأدخل الكيلوغرامات',
    quantityKg: 'تُحسب من الأكياس عند إدخالها',
  },
};
