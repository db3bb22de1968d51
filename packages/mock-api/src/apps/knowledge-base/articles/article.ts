import type { KnowledgeBaseArticle } from '../contract.ts';

/** One article: its paragraphs and lists are joined into its HTML content. */
export const article = (id: string, title: string, ...html: string[]): KnowledgeBaseArticle => ({
  id,
  title,
  content: html.join(''),
});
