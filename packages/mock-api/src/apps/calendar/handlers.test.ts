import { beforeEach, describe, expect, it } from 'vitest';
import { isSameLocalDay } from '../../platform/dates.ts';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import { calendarEventListSchema, calendarPaths } from './contract.ts';
import type { CalendarEvent, NewCalendarEvent } from './contract.ts';
import { createCalendarState, createHandlers } from './handlers.ts';
import { dayFrom } from './sample-data.ts';

let call = callerOf(createHandlers());
let sample: CalendarEvent[] = [];
beforeEach(() => {
  const state = createCalendarState();
  sample = structuredClone(state.events);
  call = callerOf(createHandlers(state));
});

const events = () => call.get(calendarPaths.events, calendarEventListSchema);
const post = (path: string, body: unknown) => call.post(path, body, calendarEventListSchema);

/** Checks the error answer and returns its message. */
async function expectProblem(path: string, status: number, body: unknown): Promise<string> {
  const answer = await call.raw(path, { body });
  expect(answer.status).toBe(status);
  const problem = mockProblemSchema.parse(answer.body);
  expect(problem.status).toBe(status);
  expect(problem.detail).not.toBe('');
  return problem.detail;
}

const days = (event: CalendarEvent) => (Date.parse(event.end) - Date.parse(event.start)) / 864e5;

describe('GET events', () => {
  it('answers the farm calendar around today: all-day, timed and multi-day events', async () => {
    const all = await events();

    expect(all).toEqual(sample);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.length).toBeLessThanOrEqual(16);
    expect(new Set(all.map((event) => event.id)).size).toBe(all.length);
    const allDay = all.filter((event) => event.allDay);
    expect(allDay.length).toBeGreaterThan(0);
    expect(allDay.some((event) => days(event) > 1)).toBe(true);
    const timed = all.filter((event) => !event.allDay);
    expect(timed.some((event) => isSameLocalDay(event.start, new Date()))).toBe(true);
  });

  it('is the same for the same day (no random values)', () => {
    const now = new Date(2030, 4, 17, 12);
    expect(createCalendarState(now)).toEqual(createCalendarState(now));
  });
});

describe('POST add-event', () => {
  const draft: NewCalendarEvent = {
    title: 'Water meter reading',
    allDay: false,
    start: '2030-05-20T07:00:00.000Z',
    end: '2030-05-20T07:30:00.000Z',
    desc: 'All houses.',
  };

  it('answers all events, the new one last with a new id', async () => {
    const all = await post(calendarPaths.addEvent, { newEvent: draft });

    expect(all).toHaveLength(sample.length + 1);
    expect(all.slice(0, -1)).toEqual(sample);
    const added = required(all.at(-1));
    expect(added).toEqual({ ...draft, id: added.id });
    expect(sample.map((event) => event.id)).not.toContain(added.id);
    expect(await events()).toEqual(all);
  });

  it('gives every event its own id even when the body brings one', async () => {
    const taken = required(sample[0]).id;
    await post(calendarPaths.addEvent, { newEvent: { ...draft, id: taken } });
    const all = await post(calendarPaths.addEvent, { newEvent: { ...draft, desc: undefined } });

    expect(new Set(all.map((event) => event.id)).size).toBe(all.length);
    expect(required(all.at(-1)).desc).toBe('');
  });

  it('adds an all-day event given by dates', async () => {
    const newEvent = { title: 'Audit', allDay: true, start: '2030-05-20', end: '2030-05-22' };
    const all = await post(calendarPaths.addEvent, { newEvent });
    expect(all.at(-1)).toMatchObject(newEvent);
  });

  it('answers 400 with a message for a bad body, and changes nothing', async () => {
    expect(
      await expectProblem(calendarPaths.addEvent, 400, { newEvent: { ...draft, title: ' ' } }),
    ).toMatch(/title/i);
    expect(
      await expectProblem(calendarPaths.addEvent, 400, {
        newEvent: { ...draft, end: '2030-05-20T06:00:00.000Z' },
      }),
    ).toMatch(/end is before the start/);
    expect(
      await expectProblem(calendarPaths.addEvent, 400, { newEvent: { ...draft, allDay: true } }),
    ).toMatch(/all-day event's start is a date/);
    await expectProblem(calendarPaths.addEvent, 400, { newEvent: { ...draft, start: 'monday' } });
    await expectProblem(calendarPaths.addEvent, 400, { event: draft });
    await expectProblem(calendarPaths.addEvent, 400, undefined);
    expect(await events()).toEqual(sample);
  });
});

describe('POST update-event', () => {
  it('replaces the event by id and answers all events in the same order', async () => {
    const target = required(sample.find((event) => !event.allDay));
    const moved: CalendarEvent = {
      ...target,
      title: 'Vet visit (moved)',
      allDay: true,
      start: '2030-06-01',
      end: '2030-06-02',
      desc: '',
    };

    const all = await post(calendarPaths.updateEvent, { event: moved });

    expect(all.map((event) => event.id)).toEqual(sample.map((event) => event.id));
    expect(all.find((event) => event.id === target.id)).toEqual(moved);
    expect(all.filter((event) => event.id !== target.id)).toEqual(
      sample.filter((event) => event.id !== target.id),
    );
    expect(await events()).toEqual(all);
  });

  it('answers 404 with a message for an unknown event, 400 for a bad one', async () => {
    const first = required(sample[0]);
    expect(
      await expectProblem(calendarPaths.updateEvent, 404, { event: { ...first, id: 'ffffffff' } }),
    ).toBe("There is no event with id 'ffffffff'.");
    await expectProblem(calendarPaths.updateEvent, 400, { event: { ...first, id: undefined } });
    await expectProblem(calendarPaths.updateEvent, 400, {
      event: { ...first, end: dayFrom(new Date(2000, 0, 1), 0) },
    });
    expect(await events()).toEqual(sample);
  });
});

describe('POST remove-event', () => {
  it('removes the event and answers the remaining ones', async () => {
    const target = required(sample[2]);

    const all = await post(calendarPaths.removeEvent, { eventId: target.id });

    expect(all).toEqual(sample.filter((event) => event.id !== target.id));
    expect(await events()).toEqual(all);
  });

  it('answers 404 for an unknown event and 400 without an id', async () => {
    expect(await expectProblem(calendarPaths.removeEvent, 404, { eventId: 'ffffffff' })).toMatch(
      /no event/,
    );
    await expectProblem(calendarPaths.removeEvent, 400, { id: 'ffffffff' });
    expect(await events()).toEqual(sample);
  });
});
