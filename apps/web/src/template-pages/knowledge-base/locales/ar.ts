import type { KnowledgeBaseTexts } from './en.ts';

export const knowledgeBaseAr: KnowledgeBaseTexts = {
  title: 'قاعدة المعرفة',
  subtitle: 'أدلة لاستخدام Flockbook في مزرعتك، من حسابك إلى المعدات.',
  seeAll: {
    zero: 'لا مقالات',
    one: 'عرض المقالة الوحيدة',
    two: 'عرض المقالتين',
    few: 'عرض المقالات الـ{{count}} كلها',
    many: 'عرض المقالات الـ{{count}} كلها',
    other: 'عرض المقالات الـ{{count}} كلها',
  },
  articleCount: {
    zero: 'لا مقالات',
    one: 'مقالة واحدة',
    two: 'مقالتان',
    few: '{{count}} مقالات',
    many: '{{count}} مقالة',
    other: '{{count}} مقالة',
  },
  allCategories: 'كل الفئات',
  noCategory: 'لا توجد فئة بهذا الاسم.',
  empty: 'لم تُكتب أي مقالات بعد.',
  noArticles: 'لا توجد مقالات في هذه الفئة بعد.',
  loadFailed: 'تعذّر تحميل قاعدة المعرفة.',
  close: 'إغلاق',
};
