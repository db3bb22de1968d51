import type { SearchTexts } from './en.ts';

export const searchAr: SearchTexts = {
  title: 'البحث',
  modernTitle: 'عمّ تبحث؟',
  modernSubtitle: 'أدلة عن القطعان والأعلاف والصحة وأموال المزرعة.',
  field: 'بحث',
  placeholder: 'اكتب للبحث في الأدلة',
  clear: 'مسح البحث',
  count: '{{count}} نتيجة',
  countOne: 'نتيجة واحدة',
  countFor: '{{count}} نتيجة لـ «{{query}}»',
  countOneFor: 'نتيجة واحدة لـ «{{query}}»',
  noResults: 'لا توجد نتائج لـ «{{query}}».',
  noResultsHint: 'تحقّق من الإملاء أو جرّب كلمات أقل.',
  empty: 'لا يوجد ما يمكن البحث فيه بعد.',
  loadFailed: 'تعذّر تحميل نتائج البحث.',
  pages: 'صفحات النتائج',
};
