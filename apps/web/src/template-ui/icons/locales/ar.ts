import type { IconsTexts } from './en.ts';

export const iconsAr: IconsTexts = {
  title: 'الأيقونات',
  subtitle: 'أيقونات Material يرسمها خط الأيقونات. افتح أيقونة لترى رمزها وطريقة استخدامها.',
  search: 'ابحث عن الأيقونات بالاسم أو الوسم',
  count: {
    zero: 'لا أيقونات',
    one: '{{shown}} من أيقونة واحدة',
    two: '{{shown}} من أيقونتين',
    few: '{{shown}} من {{count}} أيقونات',
    many: '{{shown}} من {{count}} أيقونة',
    other: '{{shown}} من {{count}} أيقونة',
  },
  noMatch: 'لا توجد أيقونات تطابق «{{search}}».',
  empty: 'لا يحتوي الفهرس على أيقونات.',
  loadFailed: 'تعذّر تحميل الأيقونات.',
  openIcon: 'افتح {{name}}',
  detail: {
    name: 'الاسم',
    ligature: 'الربط',
    code: 'نقطة الرمز',
    tags: 'الوسوم',
    fontUsage: 'باستخدام خط الأيقونات',
    muiUsage: 'كمكوّن React',
    close: 'إغلاق',
  },
  copy: 'نسخ',
  copied: 'تم النسخ إلى الحافظة.',
  copyFailed: 'تعذّر نسخ النص.',
};
