import type { FaqItem } from '@flockbook/mock-api/faq';

/**
 * The items whose question or answer contains the search, ignoring case; all when blank.
 * Not locale-aware on purpose: a Turkish dotless ı must not stop English text from matching.
 */
export function searchFaq(items: readonly FaqItem[], search: string): FaqItem[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => `${item.question}\n${item.answer}`.toLowerCase().includes(needle));
}
