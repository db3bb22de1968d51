import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { fillText } from '../../../records/area-texts.ts';
import type { ResultSearch } from './use-result-search.ts';

/**
 * The part both designs share under the search field: loading, error, "no results", the count,
 * the page of results (drawn by `children`) and the pages.
 */
export function SearchBody({ search, children }: { search: ResultSearch; children: ReactNode }) {
  const { texts, results } = search;
  if (results.isPending) return <LoadingState />;
  if (results.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  }
  if (search.matches.length === 0) {
    return (
      <Box role="status" data-testid="search-no-results" sx={{ py: 6, textAlign: 'center' }}>
        <SearchOffOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {search.query.trim()
            ? fillText(texts.noResults, { query: search.query.trim() })
            : texts.empty}
        </Typography>
        {search.query.trim() ? (
          <Typography color="text.secondary">{texts.noResultsHint}</Typography>
        ) : null}
      </Box>
    );
  }
  return (
    <Box>
      <Typography role="status" color="text.secondary" data-testid="search-count" sx={{ mb: 2 }}>
        {search.countText}
      </Typography>
      {children}
      {search.pageCount > 1 ? (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={search.pageCount}
          page={search.page}
          onChange={(_event, page) => {
            search.setPage(page);
            window.scrollTo?.({ top: 0 });
          }}
          color="primary"
          data-testid="search-pages"
          aria-label={texts.pages}
        />
      ) : null}
    </Box>
  );
}
