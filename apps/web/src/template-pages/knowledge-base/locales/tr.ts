import type { KnowledgeBaseTexts } from './en.ts';

export const knowledgeBaseTr: KnowledgeBaseTexts = {
  title: 'Bilgi bankası',
  subtitle: 'Hesabınızdan ekipmana kadar, Flockbook’u çiftliğinizde kullanma rehberleri.',
  seeAll: '{{count}} makalenin tümünü gör',
  featuredOf: '{{count}} makaleden {{shown}} öne çıkan',
  allCategories: 'Tüm kategoriler',
  noCategory: 'Böyle bir kategori yok.',
  empty: 'Henüz makale yazılmadı.',
  noArticles: 'Bu kategoride öne çıkan makale yok.',
  loadFailed: 'Bilgi bankası yüklenemedi.',
  close: 'Kapat',
};
