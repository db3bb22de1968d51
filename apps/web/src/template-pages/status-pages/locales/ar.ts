import type { StatusPagesTexts } from './en.ts';

export const statusPagesAr: StatusPagesTexts = {
  comingSoon: {
    title: 'قريباً!',
    body: 'تخطيط القطعان مع طلبات المفقس في الطريق. اترك بريدك الإلكتروني وسنخبرك يوم إطلاقه.',
    units: { days: 'أيام', hours: 'ساعات', minutes: 'دقائق', seconds: 'ثوانٍ' },
    countdownLabel: 'الوقت المتبقي حتى {{date}}',
    email: 'البريد الإلكتروني',
    notify: 'أعلمني',
    thanks: 'شكراً لك! سنراسل {{email}} عند الإطلاق.',
  },
  maintenance: {
    title: 'مغلق للصيانة المجدولة',
    body: 'نحن نرتّب غرفة السجلات. بياناتك في أمان، وسنعود قريباً.',
    back: 'جرّب لوحة التحكم',
  },
  error500: {
    title: 'حدث خطأ من جهتنا',
    body: 'لم يتمكن الخادم من الرد هذه المرة. إعادة المحاولة تنجح عادةً؛ وإن تكرر ذلك فأبلغ المسؤول.',
    retry: 'أعد المحاولة',
    back: 'العودة إلى الرئيسية',
  },
};
