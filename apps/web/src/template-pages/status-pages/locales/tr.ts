import type { StatusPagesTexts } from './en.ts';

export const statusPagesTr: StatusPagesTexts = {
  comingSoon: {
    title: 'Çok yakında!',
    body: 'Kuluçkahane siparişleriyle sürü planlama yolda. E-postanızı bırakın, açıldığı gün size haber verelim.',
    units: { days: 'Gün', hours: 'Saat', minutes: 'Dakika', seconds: 'Saniye' },
    countdownLabel: '{{date}} tarihine kalan süre',
    email: 'E-posta',
    notify: 'Bana haber ver',
    thanks: 'Teşekkürler! Açıldığında {{email}} adresine yazacağız.',
  },
  maintenance: {
    title: 'Planlı bakım nedeniyle kapalıyız',
    body: 'Kayıt odasını düzenliyoruz. Verileriniz güvende; kısa süre içinde döneceğiz.',
    back: 'Panoyu deneyin',
  },
  error500: {
    title: 'Bizim tarafımızda bir sorun oluştu',
    body: 'Sunucu bu kez yanıt veremedi. Yeniden denemek genellikle işe yarar; sürerse yöneticinize bildirin.',
    retry: 'Yeniden dene',
    back: 'Ana sayfaya dön',
  },
};
