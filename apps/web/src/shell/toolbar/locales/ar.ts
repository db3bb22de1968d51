import { plural } from '../../../lib/translator.ts';
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
        'mortality-spike': 'نفوق مرتفع في يوم واحد',
        'water-drop': 'انخفاض استهلاك الماء',
        'round-missing': 'لا جولة يومية بعد',
        mortality: 'نفوق مرتفع',
        feed: 'العلف على وشك النفاد',
        'medicine-expiry': 'دواء قارب على الانتهاء',
        weight: 'الوزن دون منحنى السلالة',
      },
      sentences: {
        mortalitySpike:
          '{{date}}: نفق {{share}} من الطيور في يوم واحد ({{deaths}} من {{alive}}؛ حد التنبيه {{threshold}})',
        waterDrop:
          'الماء {{litres}} لتر في {{date}}، أقل بنسبة {{drop}} من {{previous}} لتر في اليوم السابق (حد التنبيه {{threshold}})',
        roundMissing: 'لا جولة بعد اليوم ({{date}})؛ التنبيه من الساعة {{hour}} بتوقيت المزرعة',
        roundMissingInHouse:
          'لا جولة بعد اليوم ({{date}}) في {{house}}؛ التنبيه من الساعة {{hour}} بتوقيت المزرعة',
        mortality: 'النفوق {{yesterday}} أمس و{{today}} اليوم (حد التنبيه {{threshold}})',
        weight:
          'الوزن {{weight}} غ في {{date}}: {{share}} من هدف {{breed}} البالغ {{target}} غ (حد التنبيه أقل من {{threshold}})',
        feed: plural({
          zero: 'علف {{feedType}} يكفي {{count}} يوم (متبقٍ {{stock}} كغ)',
          one: 'علف {{feedType}} يكفي يومًا واحدًا (متبقٍ {{stock}} كغ)',
          two: 'علف {{feedType}} يكفي يومين (متبقٍ {{stock}} كغ)',
          few: 'علف {{feedType}} يكفي {{count}} أيام (متبقٍ {{stock}} كغ)',
          many: 'علف {{feedType}} يكفي {{count}} يومًا (متبقٍ {{stock}} كغ)',
          other: 'علف {{feedType}} يكفي {{count}} يوم (متبقٍ {{stock}} كغ)',
        }),
        medicineExpiring: '{{medicine}}: {{remaining}} {{unit}} تنتهي صلاحيتها في {{date}}',
        medicineExpired: '{{medicine}}: {{remaining}} {{unit}} انتهت صلاحيتها في {{date}}',
      },
    },
    outbox: {
      title: 'بانتظار الإرسال',
      label: plural({
        zero: 'لا تغييرات بانتظار الإرسال',
        one: 'تغيير واحد بانتظار الإرسال',
        two: 'تغييران بانتظار الإرسال',
        few: '{{count}} تغييرات بانتظار الإرسال',
        many: '{{count}} تغييرًا بانتظار الإرسال',
        other: '{{count}} تغيير بانتظار الإرسال',
      }),
      refusedLabel: plural({
        zero: 'لا تغييرات رفضها الخادم',
        one: 'تغيير واحد رفضه الخادم',
        two: 'تغييران رفضهما الخادم',
        few: '{{count}} تغييرات رفضها الخادم',
        many: '{{count}} تغييرًا رفضه الخادم',
        other: '{{count}} تغيير رفضه الخادم',
      }),
      intro: 'محفوظة على هذا الجهاز، وتُرسَل تلقائيًا عند عودة الاتصال.',
      states: {
        waiting: 'بانتظار الإرسال',
        sending: 'جارٍ الإرسال…',
        refused: 'مرفوض: افتحه للتصحيح',
      },
      savedAt: 'حُفظ {{time}}',
      sendNow: 'أرسل الآن',
      discard: 'حذف',
      discardLabel: 'حذف {{label}}',
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
