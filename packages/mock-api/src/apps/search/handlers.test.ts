import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import { searchPaths, searchResultsSchema } from './contract.ts';
import { createHandlers } from './handlers.ts';

describe('GET /api/search', () => {
  it('answers 40 to 60 results of id, title, url and excerpt', async () => {
    const answer = await callerOf(createHandlers()).raw(searchPaths.results);
    expect(answer.status).toBe(200);
    const results = searchResultsSchema.parse(answer.body);
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(results.length).toBeLessThanOrEqual(60);
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(['excerpt', 'id', 'title', 'url']);
      expect(result.url).toMatch(/^https:\/\//);
      expect(result.title.trim()).not.toBe('');
    }
    expect(new Set(results.map((result) => result.id)).size).toBe(results.length);
  });
});
