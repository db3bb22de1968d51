import type { IconsTexts } from './en.ts';

export const iconsTr: IconsTexts = {
  title: 'Simgeler',
  subtitle:
    'Simge yazı tipiyle çizilen Material simgeleri. Kodunu ve kullanımını görmek için birini açın.',
  search: 'Simgeleri ada veya etikete göre arayın',
  count: {
    one: '{{count}} simgeden {{shown}} tanesi',
    other: '{{count}} simgeden {{shown}} tanesi',
  },
  noMatch: '“{{search}}” ile eşleşen simge yok.',
  empty: 'Katalogda simge yok.',
  loadFailed: 'Simgeler yüklenemedi.',
  openIcon: '{{name}} simgesini aç',
  detail: {
    name: 'Ad',
    ligature: 'Bitişik harf',
    code: 'Kod noktası',
    tags: 'Etiketler',
    fontUsage: 'Simge yazı tipiyle',
    muiUsage: 'React bileşeni olarak',
    close: 'Kapat',
  },
  copy: 'Kopyala',
  copied: 'Panoya kopyalandı.',
  copyFailed: 'Metin kopyalanamadı.',
};
