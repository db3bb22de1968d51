import type { PanelsTranslation } from './en.ts';

export const panelsTr: PanelsTranslation = {
  panels: {
    chat: {
      title: 'Ekip Sohbeti',
      close: 'Kapat',
      contacts: 'Kişiler',
      you: 'Siz',
      selectPrompt: 'Sohbete başlamak için bir kişi seçin.',
      emptyDialog: 'Aşağıya mesajınızı yazarak sohbete başlayın.',
      placeholder: 'Mesajınızı yazın',
      send: 'Gönder',
      loadFailed: 'Sohbet yüklenemedi.',
      sendFailed: 'Mesaj gönderilemedi.',
      retry: 'Tekrar dene',
      unread: 'okunmamış',
      statuses: {
        online: 'Çevrimiçi',
        away: 'Uzakta',
        'do-not-disturb': 'Rahatsız etmeyin',
        offline: 'Çevrimdışı',
      },
    },
    quickPanel: {
      title: 'Hızlı panel',
      close: 'Kapat',
      today: 'Bugün',
      events: 'Etkinlikler',
      notes: 'Notlar',
      noEvents: 'Yaklaşan etkinlik yok.',
      noNotes: 'Henüz not yok.',
      quickSettings: 'Hızlı Ayarlar',
      notifications: 'Bildirimler',
      cloudSync: 'Bulut Eşitleme',
      retroThrusters: 'Retro İticiler',
      loadFailed: 'Etkinlikler ve notlar yüklenemedi.',
      retry: 'Tekrar dene',
    },
  },
};
