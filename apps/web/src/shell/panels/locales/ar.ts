import type { PanelsTranslation } from './en.ts';

export const panelsAr: PanelsTranslation = {
  panels: {
    chat: {
      title: 'دردشة الفريق',
      close: 'إغلاق',
      contacts: 'جهات الاتصال',
      you: 'أنت',
      selectPrompt: 'اختر جهة اتصال لبدء محادثة.',
      emptyDialog: 'ابدأ المحادثة بكتابة رسالتك في الأسفل.',
      placeholder: 'اكتب رسالتك',
      send: 'إرسال',
      loadFailed: 'تعذر تحميل المحادثة.',
      sendFailed: 'تعذر إرسال الرسالة.',
      retry: 'حاول مرة أخرى',
      unread: 'غير مقروءة',
      statuses: {
        online: 'متصل',
        away: 'بالخارج',
        'do-not-disturb': 'عدم الإزعاج',
        offline: 'غير متصل',
      },
    },
    quickPanel: {
      title: 'اللوحة السريعة',
      close: 'إغلاق',
      today: 'اليوم',
      events: 'الأحداث',
      notes: 'الملاحظات',
      noEvents: 'لا توجد أحداث قادمة.',
      noNotes: 'لا توجد ملاحظات بعد.',
      quickSettings: 'إعدادات سريعة',
      notifications: 'الإشعارات',
      cloudSync: 'المزامنة السحابية',
      retroThrusters: 'الدافعات العكسية',
      loadFailed: 'تعذر تحميل الأحداث والملاحظات.',
      retry: 'حاول مرة أخرى',
    },
  },
};
