import type { FaqTexts } from './en.ts';

export const faqTr: FaqTexts = {
  title: 'Sıkça sorulan sorular',
  subtitle:
    'Çiftlik ekiplerinin sürü kaydı, göstergeler ve raporlar hakkında en çok sorduklarının yanıtları.',
  search: 'Sorularda ve yanıtlarda ara',
  count: { one: '{{count}} sorudan {{shown}} tanesi', other: '{{count}} sorudan {{shown}} tanesi' },
  noMatch: '“{{search}}” ile eşleşen soru yok.',
  clearSearch: 'Aramayı temizle',
  empty: 'Henüz soru yok.',
  loadFailed: 'Sorular yüklenemedi.',
};
