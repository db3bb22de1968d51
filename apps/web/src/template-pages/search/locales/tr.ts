import type { SearchTexts } from './en.ts';

export const searchTr: SearchTexts = {
  title: 'Arama',
  modernTitle: 'Ne arıyorsunuz?',
  modernSubtitle: 'Sürü, yem, sağlık ve çiftlik parası üzerine rehberler.',
  field: 'Ara',
  placeholder: 'Rehberlerde aramak için yazın',
  clear: 'Aramayı temizle',
  count: { one: '{{count}} sonuç', other: '{{count}} sonuç' },
  countFor: { one: '“{{query}}” için {{count}} sonuç', other: '“{{query}}” için {{count}} sonuç' },
  noResults: '“{{query}}” için sonuç yok.',
  noResultsHint: 'Yazımı kontrol edin ya da daha az kelime deneyin.',
  empty: 'Henüz aranacak bir şey yok.',
  loadFailed: 'Arama sonuçları yüklenemedi.',
  pages: 'Sonuç sayfaları',
};
