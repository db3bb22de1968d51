/**
 * The ISO 8601 date-time `days` after `today`'s date (before it when negative) at the given
 * local time, so sample data always looks current.
 */
export function daysFrom(today: Date, days: number, hours = 9, minutes = 0): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate(), hours, minutes);
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

/** The ISO 8601 date-time `minutes` before `now`. */
export function minutesBefore(now: Date, minutes: number): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString();
}

/** True when the instant `iso` falls on the same local calendar day as `today`. */
export function isSameLocalDay(iso: string, today: Date): boolean {
  const date = new Date(iso);
  return (
    date.getFullYear() === today.getFullYear() &&
    date.getMonth() === today.getMonth() &&
    date.getDate() === today.getDate()
  );
}

/** `time`, or `latest` when `time` is later: a fixed hour of today may still be ahead. */
export function notAfter(time: string, latest: string): string {
  return time > latest ? latest : time;
}
