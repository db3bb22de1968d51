import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import { knowledgeBaseCategoriesSchema, knowledgeBasePaths } from './contract.ts';
import { createHandlers } from './handlers.ts';

const fetchCategories = () =>
  callerOf(createHandlers()).get(knowledgeBasePaths.categories, knowledgeBaseCategoriesSchema);

describe('GET /api/knowledge-base', () => {
  it('answers JSON with status 200', async () => {
    const answer = await callerOf(createHandlers()).raw(knowledgeBasePaths.categories);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/json');
  });

  it('answers exactly the four categories with their article counts, in order', async () => {
    const categories = await fetchCategories();
    expect(categories.map(({ title, articlesCount }) => [title, articlesCount])).toEqual([
      ['Your Account', 17],
      ['Selling', 12],
      ['Buying', 19],
      ['Item Support', 24],
    ]);
  });

  it('gives each category five featured articles with a title and content', async () => {
    const categories = await fetchCategories();
    for (const category of categories) {
      expect(category.featuredArticles).toHaveLength(5);
      for (const featured of category.featuredArticles) {
        expect(featured.title.trim()).not.toBe('');
        expect(featured.content).toMatch(/^<(p|ul)>/);
      }
    }
  });

  it('uses unique ids and paths', async () => {
    const categories = await fetchCategories();
    const articleIds = categories.flatMap((category) => category.featuredArticles.map((a) => a.id));
    expect(new Set(articleIds).size).toBe(20);
    expect(new Set(categories.map((category) => category.id)).size).toBe(4);
    expect(categories.map((category) => category.path)).toEqual([
      'your-account',
      'selling',
      'buying',
      'item-support',
    ]);
  });
});
