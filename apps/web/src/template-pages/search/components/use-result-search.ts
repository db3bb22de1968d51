import { useMemo, useState } from 'react';
import { fillText } from '../../../records/area-texts.ts';
import { useSearchResults } from '../api/search-api.ts';
import { useSearchTexts } from '../locales/use-search-texts.ts';
import { filterResults, pageOf } from './filter-results.ts';

/**
 * What both search designs share: the results, the typed query, the filtered count and the
 * shown page (back to the first page whenever the query changes).
 */
export function useResultSearch() {
  const texts = useSearchTexts();
  const results = useSearchResults();
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const matches = useMemo(() => filterResults(results.data ?? [], query), [results.data, query]);
  const shown = pageOf(matches, page);
  const trimmed = query.trim();
  const one = matches.length === 1;
  const countText = trimmed
    ? fillText(one ? texts.countOneFor : texts.countFor, { count: matches.length, query: trimmed })
    : fillText(one ? texts.countOne : texts.count, { count: matches.length });

  return {
    texts,
    results,
    query,
    setQuery: (value: string) => {
      setQueryState(value);
      setPage(1);
    },
    matches,
    countText,
    ...shown,
    setPage,
  };
}

export type ResultSearch = ReturnType<typeof useResultSearch>;
