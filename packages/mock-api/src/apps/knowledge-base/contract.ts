import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

/**
 * Paths of the knowledge-base calls: the categories (section 7), and every article of one
 * category, which its "See all" page lists.
 */
export const knowledgeBasePaths = {
  categories: MOCK_APP_PREFIXES.knowledgeBase,
  articles: `${MOCK_APP_PREFIXES.knowledgeBase}/articles`,
} as const;

/** The four categories with their article counts (sections 2 and 9), in this order. */
export const KNOWLEDGE_BASE_CATEGORIES = [
  { title: 'Your Account', articlesCount: 17 },
  { title: 'Selling', articlesCount: 12 },
  { title: 'Buying', articlesCount: 19 },
  { title: 'Item Support', articlesCount: 24 },
] as const;

/** Featured articles per category (section 9). */
export const FEATURED_ARTICLES_PER_CATEGORY = 5;

/** An article; `content` is HTML and must be sanitised before it is shown. */
export const knowledgeBaseArticleSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  content: z.string(),
});
export type KnowledgeBaseArticle = z.infer<typeof knowledgeBaseArticleSchema>;

/** A category: `path` is its handle (e.g. 'your-account'); `articlesCount` all its articles. */
export const knowledgeBaseCategorySchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  path: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  articlesCount: z.number().int().nonnegative(),
  featuredArticles: z.array(knowledgeBaseArticleSchema),
});
export type KnowledgeBaseCategory = z.infer<typeof knowledgeBaseCategorySchema>;

/** Answer of `GET /api/knowledge-base`. */
export const knowledgeBaseCategoriesSchema = z.array(knowledgeBaseCategorySchema);

/** Query of `GET /api/knowledge-base/articles`: the category's path. */
export const knowledgeBaseArticlesQuerySchema = z.object({ category: z.string().min(1) });

/** Answer of `GET /api/knowledge-base/articles`: the category with every article of it, in order. */
export const knowledgeBaseCategoryArticlesSchema = knowledgeBaseCategorySchema
  .omit({ articlesCount: true, featuredArticles: true })
  .extend({ articles: z.array(knowledgeBaseArticleSchema) });
export type KnowledgeBaseCategoryArticles = z.infer<typeof knowledgeBaseCategoryArticlesSchema>;
