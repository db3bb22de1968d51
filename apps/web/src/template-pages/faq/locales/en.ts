import { plural } from '../../../lib/translator.ts';

/** The FAQ page's words in English; Turkish and Arabic follow the same shape. */
export const faqEn = {
  title: 'Frequently asked questions',
  subtitle: 'Answers to what farm teams ask most about recording flocks, figures and reports.',
  search: 'Search questions and answers',
  count: plural({
    one: '{{shown}} of {{count}} question',
    other: '{{shown}} of {{count}} questions',
  }),
  noMatch: 'No questions match “{{search}}”.',
  clearSearch: 'Clear search',
  empty: 'There are no questions yet.',
  loadFailed: 'The questions could not be loaded.',
};

export type FaqTexts = typeof faqEn;
