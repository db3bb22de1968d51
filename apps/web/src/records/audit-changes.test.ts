import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('lists the changed fields in the form order, without bookkeeping', () => {
    const before = { id: '1', version: 1, updatedAt: 'a', count: 12, cause: 'cold', notes: '' };
    const after = { id: '1', version: 2, updatedAt: 'b', count: 14, cause: 'cold', notes: 'x' };
    expect(auditChanges(before, after, ['notes', 'count'])).toEqual([
      { field: 'notes', before: '', after: 'x' },
      { field: 'count', before: 12, after: 14 },
    ]);
  });

  it('names the flock instead of its id', () => {
    expect(
      auditChanges({ flockId: 'a', flockName: 'Batch 1' }, { flockId: 'b', flockName: 'Batch 2' }),
    ).toEqual([{ field: 'flockId', before: 'Batch 1', after: 'Batch 2' }]);
  });

  it('lists every value of a created record', () => {
    expect(auditChanges(null, { count: 3, cause: 'cold' })).toEqual([
      { field: 'count', before: undefined, after: 3 },
      { field: 'cause', before: undefined, after: 'cold' },
    ]);
  });
});
