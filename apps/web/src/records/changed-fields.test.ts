import { describe, expect, it } from 'vitest';
import { buildPatch, changedFields, sameValue } from './changed-fields.ts';

describe('changed fields', () => {
  it('finds the fields whose value changed', () => {
    expect(
      changedFields(
        { count: '12', cause: 'cold', notes: '', date: '2026-11-01' },
        { count: '14', cause: 'cold', notes: 'found in house 2', date: '2026-11-01' },
      ),
    ).toEqual(['count', 'notes']);
  });

  it('treats the same number, text around spaces and empty values as unchanged', () => {
    expect(sameValue('12', 12)).toBe(true);
    expect(sameValue('12.50', '12.5')).toBe(true);
    expect(sameValue('0012', '12')).toBe(true);
    expect(sameValue(' Ross 308 ', 'Ross 308')).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, '')).toBe(true);
    expect(sameValue(true, false)).toBe(false);
    expect(sameValue('12.5', '12.05')).toBe(false);
    expect(sameValue('-0', '0')).toBe(true);
  });

  it('builds an edit of the changed fields with their parsed values and the version', () => {
    expect(
      buildPatch({ count: 14, cause: 'cold', notes: 'x' }, ['count', 'notes', 'missing'], 3),
    ).toEqual({ count: 14, notes: 'x', version: 3 });
    expect(buildPatch({ count: 14 }, [], 7)).toEqual({ version: 7 });
  });
});
