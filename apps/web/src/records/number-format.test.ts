import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
  intlLocale,
  sumDecimals,
} from './number-format.ts';

describe('money and number formatting', () => {
  it('shows money with the currency and two decimals', () => {
    expect(formatMoney('1250', 'PKR', 'en-GB')).toMatch(/^PKR\s1,250\.00$/);
    expect(formatMoney('58.5', 'PKR', 'en-GB')).toMatch(/58\.50$/);
    expect(formatMoney(0, 'USD', 'en-GB')).toBe('US$0.00');
  });

  it('keeps large decimal strings exact', () => {
    expect(formatMoney('99999999999999.99', 'PKR', 'en-GB')).toMatch(/99,999,999,999,999\.99$/);
    expect(formatDecimal('123456789012.345', 'en-GB', 3)).toBe('123,456,789,012.345');
  });

  it('writes Turkish and Arabic numbers their way, Arabic with Western digits', () => {
    expect(formatInteger(12500, intlLocale('tr'))).toBe('12.500');
    expect(formatInteger(12500, intlLocale('ar'))).toMatch(/^12.500$/);
    expect(formatMoney('1250', 'PKR', intlLocale('ar'))).toMatch(/1.250.00/);
  });

  it('leaves empty and non-numeric values blank', () => {
    expect(formatMoney(null, 'PKR', 'en-GB')).toBe('');
    expect(formatDecimal('abc', 'en-GB')).toBe('');
    expect(formatInteger(undefined, 'en-GB')).toBe('');
  });

  it('formats decimals, percentages and dates', () => {
    expect(formatDecimal('873.30', 'en-GB', 1)).toBe('873.3');
    expect(formatPercent(2.67, 'en-GB')).toBe('2.67%');
    expect(formatDate('2026-11-21', 'en-GB')).toBe('21 Nov 2026');
    expect(formatDate('', 'en-GB')).toBe('');
  });
});

describe('sumDecimals', () => {
  it('adds decimal strings exactly', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['1250.50', '99.5', '0.005'])).toBe('1350.005');
    expect(sumDecimals(['99999999999999.99', '0.01'])).toBe('100000000000000.00');
  });

  it('adds whole numbers, negatives and skips blanks', () => {
    expect(sumDecimals([12, 30, null, '', 'x'])).toBe('42');
    expect(sumDecimals(['-5.25', '2'])).toBe('-3.25');
    expect(sumDecimals([])).toBe('0');
  });
});
