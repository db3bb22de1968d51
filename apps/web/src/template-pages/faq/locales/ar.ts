import type { FaqTexts } from './en.ts';

export const faqAr: FaqTexts = {
  title: 'الأسئلة الشائعة',
  subtitle: 'إجابات عمّا تسأل عنه فرق المزارع أكثر حول تسجيل القطعان والمؤشرات والتقارير.',
  search: 'ابحث في الأسئلة والإجابات',
  count: {
    zero: 'لا أسئلة',
    one: '{{shown}} من سؤال واحد',
    two: '{{shown}} من سؤالين',
    few: '{{shown}} من {{count}} أسئلة',
    many: '{{shown}} من {{count}} سؤالًا',
    other: '{{shown}} من {{count}} سؤال',
  },
  noMatch: 'لا توجد أسئلة تطابق «{{search}}».',
  clearSearch: 'مسح البحث',
  empty: 'لا توجد أسئلة بعد.',
  loadFailed: 'تعذّر تحميل الأسئلة.',
};
