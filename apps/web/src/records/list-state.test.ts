import { describe, expect, it } from 'vitest';
import {
  emptyListState,
  isFiltered,
  listStateFromSearchParams,
  listStateToApiQuery,
  listStateToExportQuery,
  listStateToSearchParams,
} from './list-state.ts';

const options = {
  filterNames: ['farmId', 'flockId', 'from', 'to'],
  sortFields: ['date', 'count', 'flockName'],
};

describe('list state and the query string', () => {
  it('reads page, page size, sort, search and filters', () => {
    const state = listStateFromSearchParams(
      new URLSearchParams('page=3&pageSize=50&sort=count:desc&q=heat&flockId=f1&from=2026-10-01'),
      options,
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'count', direction: 'desc' },
      q: 'heat',
      filters: { flockId: 'f1', from: '2026-10-01' },
    });
  });

  it('falls back to the defaults for values that do not fit', () => {
    const state = listStateFromSearchParams(
      new URLSearchParams('page=0&pageSize=7&sort=secret:asc&from=yesterday&other=1'),
      options,
    );
    expect(state).toEqual(emptyListState());
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    const state = {
      ...emptyListState(),
      sort: { field: 'date', direction: 'asc' as const },
      filters: { farmId: 'a1', to: '2026-11-01' },
    };
    const params = listStateToSearchParams(
      state,
      options,
      new URLSearchParams('tab=weighings&q=x'),
    );
    expect(params.toString()).toBe('tab=weighings&sort=date%3Aasc&farmId=a1&to=2026-11-01');
    expect(listStateToSearchParams(emptyListState(), options).toString()).toBe('');
  });

  it('round-trips through the query string', () => {
    const state = {
      page: 2,
      pageSize: 100,
      sort: { field: 'flockName', direction: 'desc' as const },
      q: 'cold',
      filters: { farmId: 'a', flockId: 'b', from: '2026-01-01', to: '2026-02-01' },
    };
    expect(listStateFromSearchParams(listStateToSearchParams(state, options), options)).toEqual(
      state,
    );
  });

  it('asks the API for one page with sort=field:dir, the filters and the fixed filters', () => {
    const state = {
      ...emptyListState(),
      page: 2,
      q: 'heat',
      sort: { field: 'count', direction: 'desc' as const },
      filters: { from: '2026-10-01' },
    };
    expect(listStateToApiQuery(state, { flockId: 'f9' }).toString()).toBe(
      'page=2&pageSize=25&sort=count%3Adesc&q=heat&from=2026-10-01&flockId=f9',
    );
  });

  it('exports with the same filters and order, without paging', () => {
    const state = { ...emptyListState(), page: 4, filters: { flockId: 'f1' } };
    expect(listStateToExportQuery(state, 'xlsx').toString()).toBe('format=xlsx&flockId=f1');
    expect(listStateToExportQuery(state, 'csv', { farmId: 'x' }).toString()).toBe(
      'format=csv&flockId=f1&farmId=x',
    );
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered(emptyListState())).toBe(false);
    expect(isFiltered({ ...emptyListState(), q: 'a' })).toBe(true);
    expect(isFiltered({ ...emptyListState(), filters: { to: '2026-01-01' } })).toBe(true);
  });
});
