import { useMemo, useState } from 'react';
import { countText } from '../../../lib/translator.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { useSearchResults } from '../api/search-api.ts';
import { useSearchTexts } from '../locales/use-search-texts.ts';
import { filterResults, pageOf } from './filter-results.ts';

/**
 * What both search designs share: the results, the typed query, the filtered count and the
 * shown page (back to the first page whenever the query changes).
 */
export function useResultSearch() {
  const texts = useSearchTexts();
  const language = useShellLanguage();
  const results = useSearchResults();
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const matches = useMemo(() => filterResults(results.data ?? [], query), [results.data, query]);
  const shown = pageOf(matches, page);
  const trimmed = query.trim();
  const count = trimmed
    ? countText(texts.countFor, matches.length, language, { query: trimmed })
    : countText(texts.count, matches.length, language);

  return {
    texts,
    results,
    query,
    setQuery: (value: string) => {
      setQueryState(value);
      setPage(1);
    },
    matches,
    countText: count,
    ...shown,
    setPage,
  };
}

export type ResultSearch = ReturnType<typeof useResultSearch>;
