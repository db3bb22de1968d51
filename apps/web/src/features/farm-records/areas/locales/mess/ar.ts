import type { MessTexts } from './en.ts';

export const messAr: MessTexts = {
  title: 'الطعام',
  singular: 'قيد طعام',
  newTitle: 'تسجيل طعام العاملين',
  subtitle: 'الطعام المشترى للعاملين في كل مزرعة',
  empty: 'لم يُسجَّل طعام للعاملين بعد.',
  fields: {
    date: 'التاريخ',
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    description: 'ما تم شراؤه',
    persons: 'الأشخاص',
    amount: 'المبلغ',
    notes: 'ملاحظات',
  },
  hints: { persons: 'عدد من أطعمهم' },
};
