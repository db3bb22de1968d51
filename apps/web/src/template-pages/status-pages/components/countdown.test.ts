import { describe, expect, it } from 'vitest';
import { countdownParts, launchDate } from './countdown.ts';

describe('coming-soon countdown', () => {
  it('launches at midnight thirty days after today', () => {
    const launch = launchDate(new Date(2026, 10, 24, 15, 30));
    expect(launch).toEqual(new Date(2026, 11, 24));
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(2026, 0, 1, 0, 0, 0);
    const target = new Date(2026, 0, 3, 5, 6, 7);
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 5, minutes: 6, seconds: 7 });
  });

  it('stops at zero once the launch has passed', () => {
    const now = new Date(2026, 0, 2);
    expect(countdownParts(new Date(2026, 0, 1), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});
