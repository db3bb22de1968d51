import { stockOptionsAr } from '../stock-options/ar.ts';
import type { FeedUsagesTexts } from './en.ts';

export const feedUsagesAr: FeedUsagesTexts = {
  title: 'استهلاك العلف',
  singular: 'استهلاك علف',
  newTitle: 'تسجيل استهلاك علف',
  subtitle: 'العلف المقدَّم لكل قطيع، من مخزون مزرعته',
  empty: 'لم يُسجَّل استهلاك علف بعد.',
  fields: {
    date: 'التاريخ',
    farmName: 'المزرعة',
    flockName: 'القطيع',
    flockId: 'القطيع',
    feedType: 'نوع العلف',
    bags: 'الأكياس',
    bagWeightKg: 'وزن الكيس',
    quantityKg: 'الكمية',
    notes: 'ملاحظات',
  },
  options: { feedType: stockOptionsAr.feedType },
  units: { bagWeightKg: 'كغ', quantityKg: 'كغ' },
  hints: {
    bags: 'أو اتركه فارغًا وأدخل الكيلوغرامات',
    quantityKg: 'لا تزيد على مخزون المزرعة من هذا العلف في ذلك التاريخ',
  },
};
