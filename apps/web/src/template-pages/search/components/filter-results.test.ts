import { describe, expect, it } from 'vitest';
import { searchResults } from '@flockbook/mock-api/testing/search/sample-data';
import { filterResults, pageOf, splitMatches } from './filter-results.ts';

describe('search filtering and pages', () => {
  it('matches title, url and excerpt ignoring case', () => {
    expect(filterResults(searchResults, 'GUMBORO').map((r) => r.id)).toEqual(['r04']);
    expect(filterResults(searchResults, 'epef').map((r) => r.id)).toEqual(['r31']);
    expect(filterResults(searchResults, 'wind chill').map((r) => r.id)).toEqual(['r07']);
    expect(filterResults(searchResults, '  ')).toHaveLength(searchResults.length);
  });

  it('pages ten at a time and keeps the page in range', () => {
    const all = pageOf(searchResults, 6);
    expect(all.pageCount).toBe(Math.ceil(searchResults.length / 10));
    expect(all.page).toBe(all.pageCount);
    expect(pageOf([], 3)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('marks every match in a text', () => {
    expect(splitMatches('Feed and feeders', 'FEED')).toEqual([
      { text: 'Feed', match: true },
      { text: ' and ', match: false },
      { text: 'feed', match: true },
      { text: 'ers', match: false },
    ]);
  });
});
