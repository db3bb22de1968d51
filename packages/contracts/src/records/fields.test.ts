import { describe, expect, it } from 'vitest';
import { decimal, isoDate, money, totalFault, wholeNumber } from './fields.ts';
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

describe('dates', () => {
  it('take only days the calendar has, from 2000 to 2099', () => {
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
    for (const [date, message] of [
      ['2026-02-30', 'This date does not exist on the calendar'],
      ['2025-02-29', 'This date does not exist on the calendar'],
      ['2026-04-31', 'This date does not exist on the calendar'],
      ['0000-01-01', 'Use a date in 2000 or later'],
      ['0001-01-01', 'Use a date in 2000 or later'],
      ['1999-12-31', 'Use a date in 2000 or later'],
      ['2100-01-01', 'Use a date before 2100'],
    ]) {
      expect(isoDate.safeParse(date).error?.issues[0]?.message, date).toBe(message);
    }
  });
});

describe('bounds', () => {
  it('keep numbers inside what their columns hold', () => {
    expect(wholeNumber(0, 'x').safeParse(2 ** 31).error?.issues[0]?.message).toBe(
      'Must be at most 10,000,000',
    );
    expect(money.safeParse('12345678901').error?.issues[0]?.message).toBe(
      'Must be at most 1,000,000,000',
    );
    expect(totalFault('900000', '999999.99')).toMatch(/one record can hold at most/);
    expect(totalFault('100000', '999999.99')).toBeUndefined();
  });
});

describe('whole numbers', () => {
  it('take a number or its text, never an empty text, a boolean or null', () => {
    const eggs = wholeNumber(0, 'Cannot be negative');
    expect(eggs.parse(12)).toBe(12);
    expect(eggs.parse(' 12 ')).toBe(12);
    for (const value of ['', true, null, 'twelve']) {
      expect(eggs.safeParse(value).error?.issues[0]?.message, String(value)).toBe('Enter a number');
    }
    expect(eggs.safeParse('1.5').error?.issues[0]?.message).toBe('Use a whole number');
    expect(eggs.safeParse(-1).error?.issues[0]?.message).toBe('Cannot be negative');
  });
});
