import type { CalendarEvent } from '@flockbook/mock-api/calendar';
import { describe, expect, it } from 'vitest';
import {
  checkForm,
  eventFieldsOf,
  formOfEvent,
  formOfRange,
  movedEvent,
  withAllDay,
} from './event-form.ts';
import { calendarEn } from './locales/en.ts';

const allDayEvent: CalendarEvent = {
  id: 'e1',
  title: 'Litter change',
  allDay: true,
  start: '2030-05-20',
  end: '2030-05-23',
  desc: '',
};

describe('event form', () => {
  it('shows an all-day event up to its last day and saves it with an exclusive end', () => {
    const form = formOfEvent(allDayEvent);
    expect(form).toMatchObject({ start: '2030-05-20', end: '2030-05-22' });
    expect(eventFieldsOf(form)).toEqual({
      title: 'Litter change',
      allDay: true,
      start: '2030-05-20',
      end: '2030-05-23',
      desc: '',
    });
  });

  it('turns a selected range of days into the days it covers', () => {
    const form = formOfRange(new Date(2030, 4, 20), new Date(2030, 4, 22), true);
    expect(form).toEqual({
      title: '',
      desc: '',
      allDay: true,
      start: '2030-05-20',
      end: '2030-05-21',
    });
    expect(formOfRange(new Date(2030, 4, 20), null, true).end).toBe('2030-05-20');
  });

  it('gives a clicked time one hour and keeps local times', () => {
    const form = formOfRange(new Date(2030, 4, 20, 14, 30), null, false);
    expect(form).toMatchObject({ start: '2030-05-20T14:30', end: '2030-05-20T15:30' });
    expect(new Date(eventFieldsOf(form).start).getHours()).toBe(14);
  });

  it('switches to and from all day keeping the days', () => {
    const timed = withAllDay(formOfEvent(allDayEvent), false);
    expect(timed).toMatchObject({ start: '2030-05-20T09:00', end: '2030-05-22T10:00' });
    expect(withAllDay(timed, true)).toMatchObject({ start: '2030-05-20', end: '2030-05-22' });
  });

  it('puts each problem at its field', () => {
    const form = formOfRange(new Date(2030, 4, 20, 14), null, false);
    expect(checkForm({ ...form, title: 'Weighing' }, calendarEn)).toEqual({});
    expect(checkForm({ ...form, title: '  ', end: '2030-05-20T13:00' }, calendarEn)).toEqual({
      title: 'Enter a title.',
      end: 'The end cannot be before the start.',
    });
    expect(checkForm({ ...form, title: 'x', start: '' }, calendarEn)).toEqual({
      start: 'Enter when the event starts.',
    });
  });

  it('reads a moved event back from the calendar', () => {
    expect(
      movedEvent(allDayEvent, { allDay: true, start: new Date(2030, 4, 25), end: null }),
    ).toMatchObject({
      start: '2030-05-25',
      end: '2030-05-26',
    });
    const timed = movedEvent(allDayEvent, {
      allDay: false,
      start: new Date(2030, 4, 25, 8),
      end: null,
    });
    expect(Date.parse(timed.end) - Date.parse(timed.start)).toBe(3_600_000);
  });
});
