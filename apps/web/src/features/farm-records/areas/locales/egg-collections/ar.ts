import type { EggCollectionsTexts } from './en.ts';

export const eggCollectionsAr: EggCollectionsTexts = {
  title: 'جمع البيض',
  singular: 'جمع بيض',
  newTitle: 'تسجيل جمع البيض',
  subtitle: 'البيض المجموع من القطعان البيّاضة يومًا بيوم',
  empty: 'لم يُسجَّل جمع بيض بعد.',
  fields: {
    date: 'التاريخ',
    farmName: 'المزرعة',
    flockName: 'القطيع',
    flockId: 'القطيع',
    eggs: 'البيض',
    broken: 'المكسور',
    notes: 'ملاحظات',
  },
  hints: { flockId: 'قطعان البياض والأمهات', broken: 'من البيض المجموع' },
};
