import { plural } from '../../../lib/translator.ts';

/** The search pages' words in English; Turkish and Arabic follow the same shape. */
export const searchEn = {
  title: 'Search',
  modernTitle: 'What are you looking for?',
  modernSubtitle: 'Guides on flocks, feed, health and farm money.',
  field: 'Search',
  placeholder: 'Type to search the guides',
  clear: 'Clear search',
  count: plural({ one: '{{count}} result', other: '{{count}} results' }),
  countFor: plural({
    one: '{{count}} result for “{{query}}”',
    other: '{{count}} results for “{{query}}”',
  }),
  noResults: 'No results for “{{query}}”.',
  noResultsHint: 'Check the spelling or try fewer words.',
  empty: 'There is nothing to search yet.',
  loadFailed: 'The search results could not be loaded.',
  pages: 'Result pages',
};

export type SearchTexts = typeof searchEn;
