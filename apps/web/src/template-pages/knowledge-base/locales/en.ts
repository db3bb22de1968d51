/** The knowledge base's words in English; Turkish and Arabic follow the same shape. */
export const knowledgeBaseEn = {
  title: 'Knowledge base',
  subtitle: 'Guides for running Flockbook on your farm, from your account to the equipment.',
  seeAll: 'See all {{count}} articles',
  featuredOf: '{{shown}} featured of {{count}} articles',
  allCategories: 'All categories',
  noCategory: 'There is no such category.',
  empty: 'No articles have been written yet.',
  noArticles: 'No featured articles in this category.',
  loadFailed: 'The knowledge base could not be loaded.',
  close: 'Close',
};

export type KnowledgeBaseTexts = typeof knowledgeBaseEn;
