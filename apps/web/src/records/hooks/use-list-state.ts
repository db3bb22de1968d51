import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptyListState,
  listStateFromSearchParams,
  listStateToSearchParams,
} from '../list-state.ts';
import type { ListState, ListStateOptions } from '../list-state.ts';

export type ListStateUpdate = (update: (state: ListState) => ListState) => void;

/**
 * A list's page, sort, search and filters, kept in the page's query string (`url`, so the
 * filtered list can be shared and reloaded) or in the component (`local`, for several lists on
 * one page).
 */
export function useListState(
  options: ListStateOptions,
  mode: 'url' | 'local',
): [ListState, ListStateUpdate] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<ListState>(() => emptyListState());
  const { filterNames, sortFields } = options;

  const fromUrl = useMemo(
    () => listStateFromSearchParams(searchParams, { filterNames, sortFields }),
    [searchParams, filterNames, sortFields],
  );

  const update = useCallback<ListStateUpdate>(
    (change) => {
      if (mode === 'local') {
        setLocal(change);
        return;
      }
      setSearchParams(
        (current) => {
          const state = listStateFromSearchParams(current, { filterNames, sortFields });
          return listStateToSearchParams(change(state), { filterNames }, current);
        },
        { replace: true },
      );
    },
    [mode, setSearchParams, filterNames, sortFields],
  );

  return [mode === 'url' ? fromUrl : local, update];
}
