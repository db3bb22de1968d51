/** Dates and limits every record field shares. No zod here: the web app's lists import it. */

/** Today's date (YYYY-MM-DD) where the server runs; records may not be dated later. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** True when `name` is an IANA time zone this runtime knows (Asia/Karachi, UTC...). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `now`: a farm's today. */
export function farmToday(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The hour (0-23) of the clock in `timeZone` at `now`: when in a farm's day it is. */
export function farmHour(timeZone: string, now = new Date()): number {
  const hour = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return Number(hour) % 24;
}

/**
 * The latest date that is today somewhere on Earth (UTC+14). A date after it is in the future on
 * every farm; the exact limit is the farm's today, checked where the farm is known.
 */
export function latestTodayAnywhere(now = new Date()): string {
  return farmToday('Pacific/Kiritimati', now);
}

/** Records of this installation fall in these years; nothing earlier, nothing later. */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';

/** True when a YYYY-MM-DD names a day that exists on the calendar (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The largest amount of money one entry may carry (a price, a payment, a salary). */
export const MAX_MONEY = 1_000_000_000;

/** The largest quantity one entry may carry (kg, litres, units). */
export const MAX_QUANTITY = 100_000_000;

/** The largest count one entry may carry (birds, eggs). */
export const MAX_COUNT = 10_000_000;

/**
 * The largest total one record may come to (quantity x price). Refused at entry, so no
 * stored total, sum or report can overflow.
 */
export const MAX_RECORD_TOTAL = 100_000_000_000;
