import type { AlertMailTexts } from './en.ts';

export const alertMailTr: AlertMailTexts = {
  title: 'E-postayla uyarılar',
  intro: 'Oturum açık değilken uyarıların size nasıl ulaşacağını seçin.',
  modes: {
    instant: 'Her yeni uyarı hemen',
    digest: 'Açık uyarıların günlük özeti',
    none: 'E-posta yok',
  },
  digestHour: 'Çiftlik gününün saati',
  digestHourHint:
    'Özet günde bir kez, çiftliğin saat dilimine göre bu saatten itibaren gönderilir.',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  saved: 'Kaydedildi.',
  saveFailed: 'Kaydedilemedi. Yeniden deneyin.',
  loading: 'Seçiminiz yükleniyor…',
};
