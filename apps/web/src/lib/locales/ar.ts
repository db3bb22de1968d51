import type { Translation } from './en.ts';

export const ar: Translation = {
  app: {
    name: 'Flockbook',
  },
  common: {
    loading: 'جارٍ التحميل...',
    retry: 'حاول مرة أخرى',
    refresh: 'تحديث',
  },
  language: {
    label: 'اللغة',
  },
  home: {
    tagline: 'لوحة الإدارة لمزارع الدواجن: القطعان والأعلاف والصحة والمبيعات في مكان واحد.',
    server: {
      title: 'الخادم',
      subtitle: 'الحالة المباشرة لواجهة Flockbook البرمجية',
      status: 'الحالة',
      statusOk: 'يعمل',
      statusDegraded: 'متعثر',
      version: 'الإصدار',
      database: 'قاعدة البيانات',
      databaseReachable: 'متاحة',
      databaseUnreachable: 'غير متاحة',
      driver: 'مشغّل قاعدة البيانات',
      latency: 'زمن استجابة قاعدة البيانات',
      latencyValue: '{{value}} ملّي ثانية',
      uptime: 'مدة التشغيل',
    },
    help: {
      title: 'المساعدة',
      subtitle: 'الأسئلة الشائعة',
      empty: 'لا توجد أسئلة بعد.',
    },
  },
  errors: {
    network: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك ثم حاول مرة أخرى.',
    generic: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    unexpectedTitle: 'حدث خطأ ما',
    unexpectedBody: 'أوقف خطأ غير متوقع هذه الصفحة. غالبًا ما تحلّ إعادة التحميل المشكلة.',
    reload: 'إعادة تحميل الصفحة',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
};
