import { plural } from '../../../lib/translator.ts';

/** The knowledge base's words in English; Turkish and Arabic follow the same shape. */
export const knowledgeBaseEn = {
  title: 'Knowledge base',
  subtitle: 'Guides for running Flockbook on your farm, from your account to the equipment.',
  seeAll: plural({ one: 'See the {{count}} article', other: 'See all {{count}} articles' }),
  articleCount: plural({ one: '{{count}} article', other: '{{count}} articles' }),
  allCategories: 'All categories',
  noCategory: 'There is no such category.',
  empty: 'No articles have been written yet.',
  noArticles: 'No articles in this category yet.',
  loadFailed: 'The knowledge base could not be loaded.',
  close: 'Close',
};

export type KnowledgeBaseTexts = typeof knowledgeBaseEn;
