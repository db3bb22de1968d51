/**
 * Values of date and date-time inputs (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`), in the browser's
 * time zone, to and from the ISO times the data keeps.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of `date`, `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date and time of `date`, `YYYY-MM-DDTHH:mm`. */
export function localDateTime(date: Date): string {
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date field's value for an ISO time ('' for none). */
export function toDateInput(iso: string | null): string {
  return iso ? localDay(new Date(iso)) : '';
}

/** The ISO time of a date field's local midnight, or null when it is empty or malformed. */
export function fromDateInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toISOString();
}

/** A date-time field's value for an ISO time ('' for none). */
export function toDateTimeInput(iso: string | null): string {
  return iso ? localDateTime(new Date(iso)) : '';
}

/** The ISO time of a date-time field's value, or null when it is empty or not a time. */
export function fromDateTimeInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
