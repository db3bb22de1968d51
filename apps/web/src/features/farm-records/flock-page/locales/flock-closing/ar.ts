import type { FlockClosingTexts } from './en.ts';

export const flockClosingAr: FlockClosingTexts = {
  close: 'إغلاق القطيع',
  reopen: 'إعادة الفتح',
  closeTitle: 'إغلاق {{name}}؟',
  closeBody:
    'يُغلق القطيع عندما لا يبقى طائر حي ويكون له وزن نهائي. تُثبَّت مؤشراته في كشف الإغلاق وتصبح سجلاته للقراءة فقط.',
  closedOn: 'يوم الإغلاق',
  reopenTitle: 'إعادة فتح {{name}}؟',
  reopenBody: 'يمكن تعديل سجلاته مجددًا. يُحفظ السبب في سجل التدقيق.',
  reason: 'السبب',
  cancel: 'إلغاء',
  closed: 'أُغلق {{name}}.',
  reopened: 'أُعيد فتح {{name}}.',
};
