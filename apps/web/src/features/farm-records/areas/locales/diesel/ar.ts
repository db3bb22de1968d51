import { stockOptionsAr } from '../stock-options/ar.ts';
import type { DieselTexts } from './en.ts';

export const dieselAr: DieselTexts = {
  title: 'الديزل',
  singular: 'قيد ديزل',
  newTitle: 'تسجيل ديزل',
  subtitle: 'وقود المولدات والمركبات والمدافئ حسب المزرعة والقطيع',
  empty: 'لم يُسجَّل ديزل بعد.',
  fields: {
    date: 'التاريخ',
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    flockId: 'القطيع',
    flockName: 'القطيع',
    litres: 'اللترات',
    pricePerLitre: 'سعر اللتر',
    total: 'الإجمالي',
    purpose: 'الغرض',
    notes: 'ملاحظات',
  },
  options: { purpose: stockOptionsAr.dieselPurpose },
  units: { litres: 'لتر' },
  hints: { flockId: 'اتركه فارغًا إذا استخدمته المزرعة كلها' },
};
