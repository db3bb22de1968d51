import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

/** Path of the search call (section 7). */
export const searchPaths = { results: MOCK_APP_PREFIXES.search } as const;

/** One search result (section 3). */
export const searchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Answer of `GET /api/search`: every result; the pages filter them. */
export const searchResultsSchema = z.array(searchResultSchema);
