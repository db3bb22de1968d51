import type { AnalyticsTexts } from './en.ts';

export const analyticsTr: AnalyticsTexts = {
  title: 'Analitik',
  subtitle: 'Çiftlik mağazasının ve kampanyalarının ziyaretçileri, oturumları ve satışları',
  loadFailed: 'Pano yüklenemedi.',
  loadingWidgets: 'Pano yükleniyor',
  thousands: '{{value}}B',
  visitorsByMonth: {
    title: 'Aylara göre ziyaretçiler',
    year: 'Yıl',
    total: {
      one: '{{year}} yılında {{count}} ziyaretçi',
      other: '{{year}} yılında {{count}} ziyaretçi',
    },
    series: 'Ziyaretçiler',
  },
  targets: {
    widget2: 'Dönüşüm',
    widget3: 'Gösterimler',
    widget4: 'Ziyaretler',
    ofTarget: 'Hedefin %{{value}} kadarı',
    lastDays: 'Son 7 gün',
  },
  visitorsAndViews: {
    title: 'Ziyaretçiler ve sayfa görüntülemeleri',
    subtitle: 'Son 14 gün',
    visitors: 'Ziyaretçiler',
    pageViews: 'Sayfa görüntülemeleri',
  },
  userLocations: {
    title: 'Kullanıcılarınız nerede?',
    subtitle: { one: '{{count}} şehir', other: '{{count}} şehir' },
    map: 'Şehirlere göre kullanıcıların dünya haritası',
    marker: {
      one: '{{city}}, {{country}}: {{count}} kullanıcı',
      other: '{{city}}, {{country}}: {{count}} kullanıcı',
    },
    mapFailed: 'Harita çizilemedi.',
  },
  sessions: {
    title: 'Cihazlara göre oturumlar',
    period: 'Dönem',
    total: { one: '{{count}} oturum', other: '{{count}} oturum' },
    periods: {
      today: 'Bugün',
      yesterday: 'Dün',
      last7Days: 'Son 7 gün',
      last28Days: 'Son 28 gün',
      last90Days: 'Son 90 gün',
    },
    devices: { desktop: 'Masaüstü', mobile: 'Mobil', tablet: 'Tablet' },
  },
  sales: {
    title: 'Satışlar',
    range: 'Aralık',
    total: '{{value}} satış',
    series: 'Satışlar',
    ranges: { '1Day': '1 gün', '1Week': '1 hafta', '1Month': '1 ay' },
  },
  campaigns: {
    title: 'En iyi kampanyalar',
    columns: {
      campaign: 'Kampanya',
      clicks: 'Tıklamalar',
      conversions: 'Dönüşümler',
      change: 'Değişim',
    },
    empty: 'Bu dönemde kampanya yapılmadı.',
  },
};
