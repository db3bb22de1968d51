import { moneyOptionsAr } from '../money-options/ar.ts';
import type { MiscExpensesTexts } from './en.ts';

export const miscExpensesAr: MiscExpensesTexts = {
  title: 'مصروفات متنوعة',
  singular: 'مصروف',
  newTitle: 'تسجيل مصروف',
  subtitle: 'فواتير المزرعة وتكاليفها الأخرى، أو تكاليف قطيع واحد',
  empty: 'لم تُسجَّل مصروفات بعد.',
  fields: {
    date: 'التاريخ',
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    flockId: 'القطيع',
    flockName: 'القطيع',
    category: 'الفئة',
    description: 'الوصف',
    paidTo: 'المدفوع إليه',
    amount: 'المبلغ',
    notes: 'ملاحظات',
  },
  options: { category: moneyOptionsAr.expenseCategory },
  hints: { flockId: 'اتركه فارغًا لتكلفة المزرعة كلها' },
};
