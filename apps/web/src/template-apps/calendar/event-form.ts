import type { CalendarEvent } from '@flockbook/mock-api/calendar';
import { localDateTime, localDay } from '../../lib/date-input.ts';
import type { CalendarTexts } from './locales/en.ts';

/**
 * The event dialog's values as its inputs hold them: for an all-day event `start` and `end`
 * are days (`YYYY-MM-DD`) and `end` is the last day the event covers; for a timed event they
 * are local date-times (`YYYY-MM-DDTHH:mm`).
 */
export type EventForm = {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  desc: string;
};

export type EventFormProblems = Partial<Record<'title' | 'start' | 'end', string>>;

/** Local midnight of a `YYYY-MM-DD` day (`new Date(day)` would read it as UTC). */
function dayStart(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

function addDays(day: string, days: number): string {
  const date = dayStart(day);
  date.setDate(date.getDate() + days);
  return localDay(date);
}

const HOUR = 3_600_000;

/** The form of an event being edited. */
export function formOfEvent(event: CalendarEvent): EventForm {
  if (event.allDay) {
    const last = addDays(event.end, -1);
    return { ...event, end: last < event.start ? event.start : last };
  }
  return {
    ...event,
    start: localDateTime(new Date(event.start)),
    end: localDateTime(new Date(event.end)),
  };
}

/**
 * The form of a new event over a clicked or selected range; `end` is exclusive as the
 * calendar gives it, or null for a single click (a day, or an hour from a clicked time).
 */
export function formOfRange(start: Date, end: Date | null, allDay: boolean): EventForm {
  const blank = { title: '', desc: '', allDay };
  if (allDay) {
    const last = end ? localDay(new Date(end.getTime() - 1)) : localDay(start);
    return {
      ...blank,
      start: localDay(start),
      end: last < localDay(start) ? localDay(start) : last,
    };
  }
  return {
    ...blank,
    start: localDateTime(start),
    end: localDateTime(end ?? new Date(start.getTime() + HOUR)),
  };
}

/** The form switched to or from all day, keeping its days (timed: 09:00 to 10:00). */
export function withAllDay(form: EventForm, allDay: boolean): EventForm {
  if (allDay === form.allDay) return form;
  if (allDay)
    return { ...form, allDay, start: form.start.slice(0, 10), end: form.end.slice(0, 10) };
  const startDay = form.start || localDay(new Date());
  return { ...form, allDay, start: `${startDay}T09:00`, end: `${form.end || startDay}T10:00` };
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && !Number.isNaN(new Date(value).getTime());

/** What is wrong with the form, each at its field; empty when it can be saved. */
export function checkForm(form: EventForm, texts: CalendarTexts): EventFormProblems {
  const valid = form.allDay ? isDay : isDateTime;
  const problems: EventFormProblems = {};
  if (form.title.trim() === '') problems.title = texts.problems.titleRequired;
  if (!valid(form.start)) problems.start = texts.problems.startRequired;
  if (!valid(form.end)) problems.end = texts.problems.endRequired;
  else if (!problems.start && form.end < form.start) problems.end = texts.problems.endBeforeStart;
  return problems;
}

/** The event's fields from a checked form: all-day ends are exclusive, times are instants. */
export function eventFieldsOf(form: EventForm): Omit<CalendarEvent, 'id'> {
  const { title, allDay, desc } = form;
  if (allDay)
    return { title: title.trim(), allDay, desc, start: form.start, end: addDays(form.end, 1) };
  return {
    title: title.trim(),
    allDay,
    desc,
    start: new Date(form.start).toISOString(),
    end: new Date(form.end).toISOString(),
  };
}

/** The event after the calendar moved or resized it (its end may be missing: one day or hour). */
export function movedEvent(
  event: CalendarEvent,
  { allDay, start, end }: { allDay: boolean; start: Date; end: Date | null },
): CalendarEvent {
  if (allDay) {
    const first = localDay(start);
    return { ...event, allDay, start: first, end: end ? localDay(end) : addDays(first, 1) };
  }
  const until = end ?? new Date(start.getTime() + HOUR);
  return { ...event, allDay, start: start.toISOString(), end: until.toISOString() };
}
