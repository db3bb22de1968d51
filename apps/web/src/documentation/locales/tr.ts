import type { DocumentationTexts } from './en.ts';

export const documentationTr: DocumentationTexts = {
  section: 'Belgeler',
  titles: {
    changelog: 'Değişiklik günlüğü',
    'getting-started': 'Başlarken',
    authentication: 'Kimlik doğrulama',
    components: 'Bileşenler',
    'mui-components': 'MUI bileşenleri',
    'third-party-components': 'Üçüncü taraf bileşenler',
  },
  tableOfContents: 'Bu sayfada',
  textInEnglish: 'Belge metni İngilizcedir.',
  liveExample: 'Canlı örnek',
  examples: {
    snackbar: {
      title: 'Bir mesaj göster',
      message: 'Sürü kaydedildi',
      buttons: { success: 'Başarılı', warning: 'Uyarı', error: 'Hata', info: 'Bilgi' },
    },
    pageScaffold: {
      title: 'Başlangıç kenar çubuğu olan bir sayfa',
      pageTitle: 'Sürü notları',
      toggle: 'Filtreleri göster veya gizle',
      sidebar: 'Filtreler',
      sidebarBody: 'Kümes, yaş ve ırk filtreleri burada durur.',
      content: 'Ekranın içeriği kenar çubuğunun yanında büyür.',
    },
    navigation: {
      title: 'Gezinme girdileri',
      group: 'Çiftlik',
      collapse: 'Sürüler',
      allFlocks: 'Tüm sürüler',
      newFlock: 'Yeni sürü',
      item: 'Çiftlik panosu',
    },
    settings: {
      title: 'Kabuk ayarları',
      layout: 'Düzen stili: {{style}}',
      direction: 'Yön: {{direction}}',
      navbarFolded: 'Gezinme çubuğunu daralt (yalnızca bu ziyaret)',
    },
  },
};
