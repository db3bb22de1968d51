import type { PageLayoutsTexts } from './en.ts';

export const pageLayoutsTr: PageLayoutsTexts = {
  intro: {
    carded: 'Renkli bir başlık bandı ve onun üzerine taşan, yükseltilmiş bir kartta içerik.',
    simple: 'Sayfa arka planında, içeriğin üstünde sade bir başlık.',
  },
  header: {
    band: 'Başlık renkli bandın üzerinde durur.',
    card: 'Başlık kartın en üstündedir; üstteki bant yalnızca renktir.',
  },
  sidebar: {
    none: 'Kenar çubuğu yok: içerik tüm genişliği kaplar.',
    carded: {
      inner: 'Kenar çubuğu kartın içinde, {{edge}} durur.',
      outer:
        'Kenar çubuğu sayfanın tüm yüksekliği boyunca, {{edge}}, bandın ve kartın yanında uzanır.',
    },
    simple: {
      inner: 'Başlığın altında kenar çubuğu, içeriğin yanında {{edge}} durur.',
      outer:
        'Kenar çubuğu sayfanın tüm yüksekliği boyunca {{edge}} uzanır; başlık onun yanındadır.',
      floating: 'Kenar çubuğu içerik alanında, {{edge}} yüzen yükseltilmiş bir paneldir.',
    },
    edge: {
      start: 'başlangıç kenarında (Türkçede solda, Arapçada sağda)',
      end: 'bitiş kenarında (Türkçede sağda, Arapçada solda)',
    },
    responsive:
      'Küçük ekranda başlıktaki düğmesiyle çekmece olarak açılır; geniş ekranda sayfada kalır ve aynı düğme onu katlar.',
  },
  tabsNote: 'Başlığın altındaki sekmeler içeriği değiştirir.',
  toggle: {
    start: 'Başlangıç kenar çubuğunu göster veya gizle',
    end: 'Bitiş kenar çubuğunu göster veya gizle',
  },
  sidebarTitle: 'Bölümler',
  nav: { overview: 'Genel bakış', flocks: 'Sürüler', reports: 'Raporlar', settings: 'Ayarlar' },
  tabs: { overview: 'Genel bakış', details: 'Ayrıntılar', activity: 'Etkinlik' },
  tabContent: '“{{tab}}” sekmesinin içeriği',
  sectionContent: '“{{section}}” için içerik',
  usage: {
    title: 'Nasıl kullanılır',
    text: 'Bu iskeletten yeni bir ekran başlatın: kodu kopyalayın ve parçaları değiştirin.',
    copy: 'Kodu kopyala',
    copied: 'Kod kopyalandı.',
    copyFailed: 'Kod kopyalanamadı; seçip elle kopyalayın.',
  },
  blank: {
    title: 'Boş sayfa',
    text: 'Başlık ve kart yok: içeriğin çevresinde yalnızca kabuk. Pano ya da tam ekran harita gibi her şeyi kendisi çizen bir ekran için buradan başlayın.',
  },
};
