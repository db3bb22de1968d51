import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useProfileTexts } from '../locales/use-profile-texts.ts';

/** A tab's loading and error states; `children` draws the loaded data. */
export function QueryContent<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const texts = useProfileTexts();
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
