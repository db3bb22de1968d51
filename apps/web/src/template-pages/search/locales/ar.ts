import type { SearchTexts } from './en.ts';

export const searchAr: SearchTexts = {
  title: 'البحث',
  modernTitle: 'عمّ تبحث؟',
  modernSubtitle: 'أدلة عن القطعان والأعلاف والصحة وأموال المزرعة.',
  field: 'بحث',
  placeholder: 'اكتب للبحث في الأدلة',
  clear: 'مسح البحث',
  count: {
    zero: 'لا نتائج',
    one: 'نتيجة واحدة',
    two: 'نتيجتان',
    few: '{{count}} نتائج',
    many: '{{count}} نتيجة',
    other: '{{count}} نتيجة',
  },
  countFor: {
    zero: 'لا نتائج لـ «{{query}}»',
    one: 'نتيجة واحدة لـ «{{query}}»',
    two: 'نتيجتان لـ «{{query}}»',
    few: '{{count}} نتائج لـ «{{query}}»',
    many: '{{count}} نتيجة لـ «{{query}}»',
    other: '{{count}} نتيجة لـ «{{query}}»',
  },
  noResults: 'لا توجد نتائج لـ «{{query}}».',
  noResultsHint: 'تحقّق من الإملاء أو جرّب كلمات أقل.',
  empty: 'لا يوجد ما يمكن البحث فيه بعد.',
  loadFailed: 'تعذّر تحميل نتائج البحث.',
  pages: 'صفحات النتائج',
};
