import type {
  KnowledgeBaseCategory,
  KnowledgeBaseCategoryArticles,
} from '@flockbook/mock-api/knowledge-base';
import { knowledgeBasePaths } from '@flockbook/mock-api/knowledge-base';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/knowledge-base: the categories with their featured articles. */
export function useKnowledgeBase() {
  return useQuery({
    queryKey: ['knowledge-base'],
    queryFn: ({ signal }) =>
      api.get<KnowledgeBaseCategory[]>(knowledgeBasePaths.categories, { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/knowledge-base/articles: one category with every article of it (404 when unknown). */
export function useCategoryArticles(categoryPath: string) {
  return useQuery({
    queryKey: ['knowledge-base', 'articles', categoryPath],
    queryFn: ({ signal }) =>
      api.get<KnowledgeBaseCategoryArticles>(knowledgeBasePaths.articles, {
        signal,
        query: { category: categoryPath },
      }),
    staleTime: Infinity,
  });
}
