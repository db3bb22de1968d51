import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import {
  KNOWLEDGE_BASE_CATEGORIES,
  knowledgeBaseCategoriesSchema,
  knowledgeBaseCategoryArticlesSchema,
  knowledgeBasePaths,
} from './contract.ts';
import { createHandlers } from './handlers.ts';
import { knowledgeBaseArticles } from './sample-data.ts';

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

describe('GET /api/knowledge-base/articles', () => {
  const articlesOf = (category: string) =>
    callerOf(createHandlers()).get(
      `${knowledgeBasePaths.articles}?category=${category}`,
      knowledgeBaseCategoryArticlesSchema,
    );

  it('answers every article of each category, as many as its count, featured ones first', async () => {
    const categories = await fetchCategories();
    for (const category of categories) {
      const all = await articlesOf(category.path);
      expect(all.title).toBe(category.title);
      expect(all.articles).toHaveLength(category.articlesCount);
      expect(all.articles.slice(0, 5)).toEqual(category.featuredArticles);
      expect(new Set(all.articles.map((article) => article.title)).size).toBe(
        category.articlesCount,
      );
    }
    expect(categories.map((category) => category.articlesCount)).toEqual(
      KNOWLEDGE_BASE_CATEGORIES.map((category) => category.articlesCount),
    );
  });

  it('answers 404 with a message for an unknown category, and 400 without one', async () => {
    const caller = callerOf(createHandlers());
    const unknown = await caller.raw(`${knowledgeBasePaths.articles}?category=nope`);
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain("'nope'");
    expect((await caller.raw(knowledgeBasePaths.articles)).status).toBe(400);
  });

  it('gives every article a unique id, a title and HTML content', () => {
    const articles = knowledgeBaseArticles.flatMap((category) => category.articles);
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.title.trim()).not.toBe('');
      expect(article.content).toMatch(/^<(p|ul)>/);
    }
  });
});
