import type { FaqTexts } from './en.ts';

export const faqAr: FaqTexts = {
  title: 'الأسئلة الشائعة',
  subtitle: 'إجابات عمّا تسأل عنه فرق المزارع أكثر حول تسجيل القطعان والمؤشرات والتقارير.',
  search: 'ابحث في الأسئلة والإجابات',
  count: 'الأسئلة: {{shown}} من {{total}}',
  noMatch: 'لا توجد أسئلة تطابق «{{search}}».',
  clearSearch: 'مسح البحث',
  empty: 'لا توجد أسئلة بعد.',
  loadFailed: 'تعذّر تحميل الأسئلة.',
};
