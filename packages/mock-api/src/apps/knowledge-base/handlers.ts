import type { HttpHandler } from 'msw';
import { getCall, noQuery } from '../../platform/respond.ts';
import { knowledgeBasePaths } from './contract.ts';
import type { KnowledgeBaseCategory } from './contract.ts';
import { knowledgeBaseCategories } from './sample-data.ts';

/** `GET /api/knowledge-base` answers every category with its featured articles, in order. */
export function createHandlers(
  categories: KnowledgeBaseCategory[] = structuredClone(knowledgeBaseCategories),
): HttpHandler[] {
  return [getCall(knowledgeBasePaths.categories, noQuery, () => categories)];
}
