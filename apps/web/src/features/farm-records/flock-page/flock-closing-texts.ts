import type { TextsByLanguage } from '../../../records/area-texts.ts';

type FlockClosingTexts = {
  close: string;
  reopen: string;
  closeTitle: string;
  closeBody: string;
  closedOn: string;
  reopenTitle: string;
  reopenBody: string;
  reason: string;
  cancel: string;
  closed: string;
  reopened: string;
};

/** Words of closing and reopening a flock. */
export const flockClosingTexts: TextsByLanguage<FlockClosingTexts> = {
  en: {
    close: 'Close flock',
    reopen: 'Reopen',
    closeTitle: 'Close {{name}}?',
    closeBody:
      'A flock closes when no birds are left and it has a final weighing. Its figures are fixed on the closing sheet and its records become read-only.',
    closedOn: 'Closing day',
    reopenTitle: 'Reopen {{name}}?',
    reopenBody: 'Its records can be changed again. The reason is kept in the audit log.',
    reason: 'Reason',
    cancel: 'Cancel',
    closed: '{{name}} is closed.',
    reopened: '{{name}} is open again.',
  },
  tr: {
    close: 'Sürüyü kapat',
    reopen: 'Yeniden aç',
    closeTitle: '{{name}} kapatılsın mı?',
    closeBody:
      'Sürü, hiç canlı hayvan kalmadığında ve son tartımı yapıldığında kapanır. Göstergeleri kapanış föyünde sabitlenir, kayıtları salt okunur olur.',
    closedOn: 'Kapanış günü',
    reopenTitle: '{{name}} yeniden açılsın mı?',
    reopenBody: 'Kayıtları yeniden değiştirilebilir. Gerekçe denetim kaydında saklanır.',
    reason: 'Gerekçe',
    cancel: 'Vazgeç',
    closed: '{{name}} kapatıldı.',
    reopened: '{{name}} yeniden açıldı.',
  },
  ar: {
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
  },
};
