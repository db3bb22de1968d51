import type { KnowledgeBaseCategory, KnowledgeBaseCategoryArticles } from './contract.ts';
import { FEATURED_ARTICLES_PER_CATEGORY } from './contract.ts';
import { buyingArticles } from './articles/buying.ts';
import { itemSupportArticles } from './articles/item-support.ts';
import { sellingArticles } from './articles/selling.ts';
import { yourAccountArticles } from './articles/your-account.ts';

/**
 * The four categories of sections 2 and 9 with all their articles, the featured ones first;
 * article texts are our own.
 */
export const knowledgeBaseArticles: KnowledgeBaseCategoryArticles[] = [
  { id: 'kb-account', title: 'Your Account', path: 'your-account', articles: yourAccountArticles },
  { id: 'kb-selling', title: 'Selling', path: 'selling', articles: sellingArticles },
  { id: 'kb-buying', title: 'Buying', path: 'buying', articles: buyingArticles },
  {
    id: 'kb-item-support',
    title: 'Item Support',
    path: 'item-support',
    articles: itemSupportArticles,
  },
];

/** What `GET /api/knowledge-base` answers: each category's count and featured articles. */
export function categorySummaries(
  categories: readonly KnowledgeBaseCategoryArticles[],
): KnowledgeBaseCategory[] {
  return categories.map(({ articles, ...category }) => ({
    ...category,
    articlesCount: articles.length,
    featuredArticles: articles.slice(0, FEATURED_ARTICLES_PER_CATEGORY),
  }));
}
