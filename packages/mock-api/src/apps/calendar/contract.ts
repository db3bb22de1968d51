import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.calendar;

/** Paths of the calendar calls (section 7). */
export const calendarPaths = {
  events: `${base}/events`,
  addEvent: `${base}/add-event`,
  updateEvent: `${base}/update-event`,
  removeEvent: `${base}/remove-event`,
} as const;

/** A calendar day, `YYYY-MM-DD`: the start and end of an all-day event. */
const day = z.iso.date();
/** An instant with an offset (ISO 8601): the start and end of a timed event. */
const instant = z.iso.datetime({ offset: true });

const eventFields = z.object({
  title: z.string().trim().min(1, 'The title must not be empty.').max(200),
  allDay: z.boolean(),
  start: z.union([day, instant]),
  end: z.union([day, instant]),
  desc: z.string().max(5000),
});

type EventTimes = Pick<z.infer<typeof eventFields>, 'allDay' | 'start' | 'end'>;

/**
 * An all-day event runs from its start day up to (not including) its end day, as calendars
 * count it; a timed event from its start instant to its end instant. The end never comes
 * before the start.
 */
function checkTimes(event: EventTimes, context: z.RefinementCtx): void {
  const isDay = (value: string) => day.safeParse(value).success;
  for (const key of ['start', 'end'] as const) {
    if (event.allDay !== isDay(event[key])) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: event.allDay
          ? `An all-day event's ${key} is a date (YYYY-MM-DD).`
          : `A timed event's ${key} is a date and time with an offset.`,
      });
      return;
    }
  }
  const before = event.allDay
    ? event.end < event.start
    : Date.parse(event.end) < Date.parse(event.start);
  if (before) {
    context.addIssue({ code: 'custom', path: ['end'], message: 'The end is before the start.' });
  }
}

/** A calendar event (section 3); `desc` is plain text. */
export const calendarEventSchema = eventFields
  .extend({ id: z.string().min(1) })
  .superRefine(checkTimes);
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.array(calendarEventSchema);

/** An event to add: no id (the mock gives one); `desc` may be left out. */
export const newCalendarEventSchema = eventFields
  .extend({ desc: eventFields.shape.desc.default('') })
  .superRefine(checkTimes);
export type NewCalendarEvent = z.input<typeof newCalendarEventSchema>;

/** Body of `POST add-event`; answers all events, the new one last. */
export const addEventRequestSchema = z.object({ newEvent: newCalendarEventSchema });
export type AddEventRequest = z.input<typeof addEventRequestSchema>;

/** Body of `POST update-event` (the whole event, replaced by id); answers all events. */
export const updateEventRequestSchema = z.object({ event: calendarEventSchema });
export type UpdateEventRequest = z.infer<typeof updateEventRequestSchema>;

/** Body of `POST remove-event`; answers the remaining events. */
export const removeEventRequestSchema = z.object({ eventId: z.string().min(1) });
export type RemoveEventRequest = z.infer<typeof removeEventRequestSchema>;
