import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './list-query.ts';
import { formatSort, parseSort, toListSearchParams } from './list-dialect.ts';

describe('the list dialect', () => {
  it('reads and writes a sort as field:direction', () => {
    expect(parseSort('date:sideways')).toBeNull();
    expect(parseSort('1date:asc')).toBeNull();
    expect(parseSort('date:asc')).toEqual({ field: 'date', direction: 'asc' });
    expect(formatSort({ field: 'count', direction: 'desc' })).toBe('count:desc');
    expect(formatSort(null)).toBeUndefined();
  });

  it('writes paging, sort, search and the given filters, leaving out empty ones', () => {
    const params = toListSearchParams({
      page: 2,
      pageSize: 50,
      sort: { field: 'date', direction: 'desc' },
      q: 'heat',
      filters: { farmId: 'f1', flockId: '', from: undefined, to: '2026-11-01' },
    });
    expect(params.toString()).toBe(
      'page=2&pageSize=50&sort=date%3Adesc&q=heat&farmId=f1&to=2026-11-01',
    );
    expect(toListSearchParams({}).toString()).toBe('');
  });

  it('is read back by the server schema as it was written', () => {
    const written = toListSearchParams({
      page: 3,
      pageSize: 10,
      sort: { field: 'name', direction: 'asc' },
      q: 'ross',
    });
    expect(listQuerySchema.parse(Object.fromEntries(written))).toEqual({
      page: 3,
      pageSize: 10,
      sort: { field: 'name', direction: 'asc' },
      q: 'ross',
    });
  });
});
