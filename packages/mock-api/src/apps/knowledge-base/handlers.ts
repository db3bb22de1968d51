import type { HttpHandler } from 'msw';
import { getCall, noQuery, notFound } from '../../platform/respond.ts';
import { knowledgeBaseArticlesQuerySchema, knowledgeBasePaths } from './contract.ts';
import type { KnowledgeBaseCategoryArticles } from './contract.ts';
import { categorySummaries, knowledgeBaseArticles } from './sample-data.ts';

/**
 * `GET /api/knowledge-base` answers every category with its featured articles, in order;
 * `GET /api/knowledge-base/articles?category=` every article of one category (404 for an
 * unknown one).
 */
export function createHandlers(
  categories: KnowledgeBaseCategoryArticles[] = structuredClone(knowledgeBaseArticles),
): HttpHandler[] {
  return [
    getCall(knowledgeBasePaths.categories, noQuery, () => categorySummaries(categories)),
    getCall(knowledgeBasePaths.articles, knowledgeBaseArticlesQuerySchema, ({ category }) => {
      const found = categories.find((entry) => entry.path === category);
      if (!found) throw notFound(`There is no knowledge-base category '${category}'.`);
      return found;
    }),
  ];
}
