import { describe, expect, it } from 'vitest';
import { decimal } from './fields.ts';
import { farmPatchSchema } from './farms.ts';
import { flockPatchSchema } from './flocks.ts';

describe('patch schemas', () => {
  it('leave out what the edit leaves out, so saved values are kept', () => {
    expect(farmPatchSchema.parse({ version: 3, name: 'Hill Farm' })).toEqual({
      version: 3,
      name: 'Hill Farm',
    });
    expect(flockPatchSchema.parse({ version: 1 })).toEqual({ version: 1 });
  });

  it('still check the fields that are there', () => {
    expect(farmPatchSchema.safeParse({ version: 1, name: 'x' }).success).toBe(false);
    expect(farmPatchSchema.safeParse({ name: 'Hill Farm' }).success).toBe(false);
  });
});

describe('decimal', () => {
  it('keeps exact decimals as strings', () => {
    expect(decimal(2).parse(12.5)).toBe('12.5');
    expect(decimal(2).parse('0.10')).toBe('0.10');
    expect(decimal(2).safeParse('1.234').error?.issues[0]?.message).toBe('Use at most 2 decimals');
    expect(decimal(2).safeParse('abc').error?.issues[0]?.message).toBe('Enter a number');
    expect(decimal(2, { min: 1 }).safeParse('0.5').error?.issues[0]?.message).toBe(
      'Must be at least 1',
    );
  });
});
