import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../../components/error-state.tsx';
import { LoadingState } from '../../../../components/loading-state.tsx';
import { ApiError } from '../../../../lib/api-client.ts';

export type LoadedProps<T> = {
  query: UseQueryResult<T>;
  failedTitle: string;
  /** Shown instead of the error when the answer is a 404. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
};

/** The loading, not-found and error states of one call, then `children` with its answer. */
export function Loaded<T>({ query, failedTitle, notFound, children }: LoadedProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (notFound && query.error instanceof ApiError && query.error.status === 404) {
      return notFound;
    }
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <ErrorState title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  return children(query.data);
}
