import type { FlockClosingTexts } from './en.ts';

export const flockClosingTr: FlockClosingTexts = {
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
};
