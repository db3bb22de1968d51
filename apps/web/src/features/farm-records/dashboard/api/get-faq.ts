import type { FaqItem } from '@flockbook/mock-api/faq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

function isFaqItem(value: unknown): value is FaqItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.question === 'string' &&
    typeof item.answer === 'string'
  );
}

export function parseFaqItems(data: unknown): FaqItem[] {
  if (!Array.isArray(data) || !data.every(isFaqItem)) {
    throw new TypeError('The FAQ answer is not a list of questions and answers.');
  }
  return data;
}

export function getFaq(signal?: AbortSignal): Promise<FaqItem[]> {
  return api.get('/api/faq', { signal, parse: parseFaqItems });
}

export function faqQueryOptions() {
  return queryOptions({
    queryKey: ['faq'],
    queryFn: ({ signal }) => getFaq(signal),
    staleTime: Infinity,
  });
}

export function useFaq() {
  return useQuery(faqQueryOptions());
}
