import { stockOptionsAr } from '../stock-options/ar.ts';
import type { WoodTexts } from './en.ts';

export const woodAr: WoodTexts = {
  title: 'الحطب',
  singular: 'قيد حطب',
  newTitle: 'تسجيل حطب',
  subtitle: 'حطب لتدفئة الحضانة والفرشة حسب المزرعة والقطيع',
  empty: 'لم يُسجَّل حطب بعد.',
  fields: {
    date: 'التاريخ',
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    flockId: 'القطيع',
    flockName: 'القطيع',
    quantity: 'الكمية',
    unit: 'الوحدة',
    unitPrice: 'سعر الوحدة',
    total: 'الإجمالي',
    purpose: 'الغرض',
    notes: 'ملاحظات',
  },
  options: { unit: stockOptionsAr.woodUnit, purpose: stockOptionsAr.woodPurpose },
  hints: { flockId: 'اتركه فارغًا إذا استخدمته المزرعة كلها' },
};
