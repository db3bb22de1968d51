import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

/** Path of the knowledge-base call (section 7). */
export const knowledgeBasePaths = { categories: MOCK_APP_PREFIXES.knowledgeBase } as const;

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
