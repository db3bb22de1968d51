import { plural } from '../../../lib/translator.ts';
import type { ToolbarTranslation } from './en.ts';

export const toolbarTr: ToolbarTranslation = {
  toolbar: {
    shortcuts: {
      label: 'Kısayollar',
      edit: 'Kısayol ekle veya kaldır',
      prompt: 'Bir uygulama veya sayfa arayın',
      current: 'Kısayollarınız',
      empty: 'Henüz kısayol yok. Eklemek için yukarıda arayın.',
      noResults: 'Sonuç yok..',
      add: 'Kısayollara ekle',
      remove: 'Kısayollardan kaldır',
      saveFailed: 'Kısayollar kaydedilemedi.',
    },
    search: {
      open: 'Ara',
      placeholder: 'Bir uygulama veya sayfa arayın',
      close: 'Aramayı kapat',
      noResults: 'Sonuç yok..',
    },
    chat: 'Ekip Sohbeti',
    quickPanel: 'Hızlı panel',
    language: 'Dil',
    alerts: {
      title: 'Uyarılar',
      label: 'Uyarılar: {{count}}',
      asOf: '{{time}} itibarıyla',
      empty: 'Açık uyarı yok',
      emptyDetail: 'Ölüm, yem, ilaç ve ağırlık sınırları içinde.',
      loadFailed: 'Uyarılar yüklenemedi.',
      retry: 'Tekrar dene',
      loading: 'Uyarılar yükleniyor…',
      kinds: {
        'mortality-spike': 'Bir günde yüksek ölüm',
        'water-drop': 'Su tüketiminde düşüş',
        'round-missing': 'Bugün henüz tur yok',
        mortality: 'Yüksek ölüm',
        feed: 'Yem azalıyor',
        'medicine-expiry': 'İlacın süresi doluyor',
        programme: 'Aşı zamanı',
        weight: 'Ağırlık ırk eğrisinin gerisinde',
      },
      sentences: {
        mortalitySpike:
          '{{date}}: kuşların {{share}} kadarı bir günde öldü ({{alive}} kuştan {{deaths}}; uyarı sınırı {{threshold}})',
        waterDrop:
          '{{date}} suyu {{litres}} L, önceki günün {{previous}} L değerinden {{drop}} düşük (uyarı sınırı {{threshold}})',
        roundMissing: 'Bugün ({{date}}) henüz tur yok; uyarı çiftlik saatiyle {{hour}} itibarıyla',
        roundMissingInHouse:
          '{{house}} için bugün ({{date}}) henüz tur yok; uyarı çiftlik saatiyle {{hour}} itibarıyla',
        mortality: 'Ölüm oranı dün {{yesterday}}, bugün {{today}} (uyarı sınırı {{threshold}})',
        weight:
          '{{date}} tartımı {{weight}} g: {{breed}} hedefinin ({{target}} g) {{share}} (uyarı sınırı {{threshold}} altı)',
        feed: plural({ other: '{{feedType}} yemi {{count}} gün yeter ({{stock}} kg kaldı)' }),
        medicineExpiring: '{{medicine}}: {{remaining}} {{unit}}, son kullanma tarihi {{date}}',
        medicineExpired: '{{medicine}}: {{remaining}} {{unit}}, süresi {{date}} tarihinde doldu',
        programmeDue: 'Program: {{item}} ({{day}}. gün) bugün yapılmalı',
        programmeOverdue: plural({
          other:
            'Program: {{item}} ({{day}}. gün) {{date}} tarihinde yapılmalıydı, {{count}} gün gecikti',
        }),
      },
    },
    outbox: {
      title: 'Gönderilmeyi bekliyor',
      label: plural({ other: '{{count}} değişiklik gönderilmeyi bekliyor' }),
      refusedLabel: plural({ other: '{{count}} değişiklik sunucu tarafından reddedildi' }),
      intro: 'Bu cihaza kaydedildi. Bağlantı geri geldiğinde kendiliğinden gönderilir.',
      states: {
        waiting: 'Gönderilmeyi bekliyor',
        sending: 'Gönderiliyor…',
        refused: 'Reddedildi: düzeltmek için açın',
      },
      savedAt: 'Kaydedildi: {{time}}',
      sendNow: 'Şimdi gönder',
      discard: 'Sil',
      discardLabel: '{{label}} silinsin',
    },
    user: {
      menu: 'Hesap',
      guest: 'Misafir',
      myProfile: 'Profilim',
      inbox: 'Gelen Kutusu',
      logout: 'Çıkış',
      login: 'Giriş',
      register: 'Kayıt ol',
      roles: {
        admin: 'Yönetici',
        staff: 'Personel',
        user: 'Kullanıcı',
        guest: 'Misafir',
      },
    },
  },
};
