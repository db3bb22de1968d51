import type { WeighingsTexts } from './en.ts';

export const weighingsAr: WeighingsTexts = {
  title: 'الأوزان',
  singular: 'وزن',
  newTitle: 'تسجيل وزن',
  subtitle: 'أوزان عينات تتابع النمو مقارنة بمنحنى السلالة',
  empty: 'لم تُسجَّل أوزان بعد.',
  fields: {
    date: 'التاريخ',
    farmName: 'المزرعة',
    flockName: 'القطيع',
    flockId: 'القطيع',
    sampleSize: 'الطيور الموزونة',
    averageWeightG: 'متوسط الوزن',
    notes: 'ملاحظات',
  },
  units: { averageWeightG: 'غ' },
  hints: { sampleSize: 'عدد الطيور التي وُضعت على الميزان' },
};
