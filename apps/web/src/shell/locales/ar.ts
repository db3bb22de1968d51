import type { ShellTranslation } from './en.ts';

export const shellAr: ShellTranslation = {
  shell: {
    skipToContent: 'انتقل إلى المحتوى',
    messages: {
      close: 'إغلاق',
      userDataSaved: 'تم حفظ بيانات المستخدم عبر الواجهة البرمجية',
      userDataSavedFirebase: 'تم حفظ بيانات المستخدم في Firebase',
      userDataSavedAuth0: 'تم حفظ بيانات المستخدم في Auth0',
    },
    navbar: {
      label: 'التنقل الرئيسي',
      fold: 'طيّ القائمة',
      unfold: 'تثبيت القائمة مفتوحة',
      open: 'فتح القائمة',
      close: 'إغلاق القائمة',
      guest: 'زائر',
      guestHint: 'لم يتم تسجيل الدخول',
      more: 'المزيد',
    },
    footer: {
      purchase: 'شراء Flockbook',
      purchaseShort: 'شراء',
      builtWith: 'مبني باستخدام',
      rights: '© {{year}} Flockbook',
    },
  },
};
