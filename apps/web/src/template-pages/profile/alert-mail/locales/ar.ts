import type { AlertMailTexts } from './en.ts';

export const alertMailAr: AlertMailTexts = {
  title: 'التنبيهات بالبريد',
  intro: 'اختر كيف تصلك التنبيهات عندما لا تكون مسجّل الدخول.',
  modes: {
    instant: 'كل تنبيه جديد فورًا',
    digest: 'ملخص يومي للتنبيهات المفتوحة',
    none: 'بلا بريد',
  },
  digestHour: 'ساعة من يوم المزرعة',
  digestHourHint: 'يُرسل الملخص مرة في اليوم، بدءًا من هذه الساعة بتوقيت المزرعة.',
  save: 'حفظ',
  saving: 'جارٍ الحفظ…',
  saved: 'تم الحفظ.',
  saveFailed: 'تعذّر الحفظ. حاول مرة أخرى.',
  loading: 'جارٍ تحميل اختيارك…',
};
