import type { Translation } from './en.ts';

export const tr: Translation = {
  app: {
    name: 'Flockbook',
  },
  common: {
    loading: 'Yükleniyor...',
    retry: 'Tekrar dene',
    refresh: 'Yenile',
  },
  language: {
    label: 'Dil',
  },
  home: {
    tagline: 'Kümesleriniz için yönetim paneli: sürüler, yem, sağlık ve satışlar tek bir yerde.',
    server: {
      title: 'Sunucu',
      subtitle: 'Flockbook API’sinin anlık durumu',
      status: 'Durum',
      statusOk: 'Çalışıyor',
      statusDegraded: 'Sorunlu',
      version: 'Sürüm',
      database: 'Veritabanı',
      databaseReachable: 'Erişilebilir',
      databaseUnreachable: 'Erişilemiyor',
      driver: 'Veritabanı sürücüsü',
      latency: 'Veritabanı yanıtı',
      latencyValue: '{{value}} ms',
      uptime: 'Çalışma süresi',
    },
    help: {
      title: 'Yardım',
      subtitle: 'Sıkça sorulan sorular',
      empty: 'Henüz soru yok.',
    },
  },
  errors: {
    network: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
    generic: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
    unexpectedTitle: 'Bir şeyler ters gitti',
    unexpectedBody:
      'Beklenmeyen bir hata bu sayfayı durdurdu. Sayfayı yenilemek genellikle işe yarar.',
    reload: 'Sayfayı yenile',
    notFoundTitle: 'Sayfa bulunamadı',
    notFoundBody: 'Aradığınız sayfa mevcut değil ya da taşınmış.',
    backHome: 'Ana sayfaya dön',
  },
};
