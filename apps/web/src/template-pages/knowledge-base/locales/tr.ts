import type { KnowledgeBaseTexts } from './en.ts';

export const knowledgeBaseTr: KnowledgeBaseTexts = {
  title: 'Bilgi bankası',
  subtitle: 'Hesabınızdan ekipmana kadar, Flockbook’u çiftliğinizde kullanma rehberleri.',
  seeAll: { one: '{{count}} makaleyi gör', other: '{{count}} makalenin tümünü gör' },
  articleCount: { one: '{{count}} makale', other: '{{count}} makale' },
  allCategories: 'Tüm kategoriler',
  noCategory: 'Böyle bir kategori yok.',
  empty: 'Henüz makale yazılmadı.',
  noArticles: 'Bu kategoride henüz makale yok.',
  loadFailed: 'Bilgi bankası yüklenemedi.',
  close: 'Kapat',
};
