import type { KnowledgeBaseTexts } from './en.ts';

export const knowledgeBaseAr: KnowledgeBaseTexts = {
  title: 'قاعدة المعرفة',
  subtitle: 'أدلة لاستخدام Flockbook في مزرعتك، من حسابك إلى المعدات.',
  seeAll: 'عرض كل المقالات ({{count}})',
  featuredOf: 'المقالات المميزة: {{shown}} من {{count}}',
  allCategories: 'كل الفئات',
  noCategory: 'لا توجد فئة بهذا الاسم.',
  empty: 'لم تُكتب أي مقالات بعد.',
  noArticles: 'لا توجد مقالات مميزة في هذه الفئة.',
  loadFailed: 'تعذّر تحميل قاعدة المعرفة.',
  close: 'إغلاق',
};
