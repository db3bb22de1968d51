import type { ToolbarTranslation } from './en.ts';

export const toolbarAr: ToolbarTranslation = {
  toolbar: {
    shortcuts: {
      label: 'الاختصارات',
      edit: 'إضافة اختصار أو إزالته',
      prompt: 'ابحث عن تطبيق أو صفحة',
      current: 'اختصاراتك',
      empty: 'لا توجد اختصارات بعد. ابحث في الأعلى لإضافة اختصار.',
      noResults: 'لا توجد نتائج..',
      add: 'أضف إلى الاختصارات',
      remove: 'أزل من الاختصارات',
      saveFailed: 'تعذر حفظ الاختصارات.',
    },
    search: {
      open: 'بحث',
      placeholder: 'ابحث عن تطبيق أو صفحة',
      close: 'إغلاق البحث',
      noResults: 'لا توجد نتائج..',
    },
    chat: 'دردشة الفريق',
    quickPanel: 'اللوحة السريعة',
    language: 'اللغة',
    alerts: {
      title: 'التنبيهات',
      label: 'التنبيهات: {{count}}',
      asOf: 'حتى {{time}}',
      empty: 'لا توجد تنبيهات مفتوحة',
      emptyDetail: 'النفوق والعلف والأدوية والوزن ضمن حدودها.',
      loadFailed: 'تعذر تحميل التنبيهات.',
      retry: 'حاول مرة أخرى',
      loading: 'جارٍ تحميل التنبيهات…',
      kinds: {
        mortality: 'نفوق مرتفع',
        feed: 'العلف على وشك النفاد',
        'medicine-expiry': 'دواء قارب على الانتهاء',
        weight: 'الوزن دون منحنى السلالة',
      },
    },
    user: {
      menu: 'الحساب',
      guest: 'زائر',
      myProfile: 'ملفي الشخصي',
      inbox: 'البريد الوارد',
      logout: 'تسجيل الخروج',
      login: 'تسجيل الدخول',
      register: 'إنشاء حساب',
      roles: {
        admin: 'مدير',
        staff: 'موظف',
        user: 'مستخدم',
        guest: 'زائر',
      },
    },
  },
};
