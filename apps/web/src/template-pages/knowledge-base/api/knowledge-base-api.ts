import type { KnowledgeBaseCategory } from '@flockbook/mock-api/knowledge-base';
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
