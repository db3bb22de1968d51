import { describe, expect, it } from 'vitest';
import { englishOrdinal, formatChatTime } from './chat-time.ts';

describe('englishOrdinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
    [111, '111th'],
  ])('%i is %s', (day, expected) => {
    expect(englishOrdinal(day)).toBe(expected);
  });
});

describe('formatChatTime', () => {
  it("writes 'MMMM Do YYYY, h:mm:ss a' in local time", () => {
    expect(formatChatTime(new Date(2026, 10, 21, 19, 5, 12))).toBe(
      'November 21st 2026, 7:05:12 pm',
    );
    expect(formatChatTime(new Date(2026, 0, 2, 9, 30, 0))).toBe('January 2nd 2026, 9:30:00 am');
  });

  it('shows midnight and noon as 12', () => {
    expect(formatChatTime(new Date(2026, 2, 3, 0, 0, 7))).toBe('March 3rd 2026, 12:00:07 am');
    expect(formatChatTime(new Date(2026, 3, 11, 12, 59, 59))).toBe('April 11th 2026, 12:59:59 pm');
  });

  it('reads an ISO time', () => {
    const date = new Date(2026, 10, 21, 8, 4, 3);
    expect(formatChatTime(date.toISOString())).toBe('November 21st 2026, 8:04:03 am');
  });

  it('uses Turkish and Arabic month names and day periods', () => {
    const date = new Date(2026, 10, 21, 19, 5, 12);
    expect(formatChatTime(date, 'tr')).toBe('Kasım 21. 2026, 7:05:12 ös');
    expect(formatChatTime(date, 'ar')).toMatch(/^\S+ 21 2026, 7:05:12 م$/);
  });

  it('gives nothing for an unreadable time', () => {
    expect(formatChatTime('not a time')).toBe('');
  });
});
