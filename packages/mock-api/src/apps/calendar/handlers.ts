import type { HttpHandler } from 'msw';
import { newId } from '../../platform/ids.ts';
import { findById, replaceById } from '../../platform/records.ts';
import { getCall, noQuery, postCall } from '../../platform/respond.ts';
import {
  addEventRequestSchema,
  calendarPaths,
  removeEventRequestSchema,
  updateEventRequestSchema,
} from './contract.ts';
import type { CalendarEvent } from './contract.ts';
import { calendarSampleData } from './sample-data.ts';

export type CalendarState = { events: CalendarEvent[] };

export function createCalendarState(now = new Date()): CalendarState {
  return { events: calendarSampleData(now) };
}

/** Adds the event with a new id (any id in the draft is ignored); answers all events. */
export function addEvent(state: CalendarState, draft: Omit<CalendarEvent, 'id'>): CalendarEvent[] {
  const id = newId(state.events.map((event) => event.id));
  state.events.push({ ...draft, id });
  return state.events;
}

/** Replaces the whole event by id; answers all events. */
export function updateEvent(state: CalendarState, event: CalendarEvent): CalendarEvent[] {
  replaceById(state.events, event, 'event');
  return state.events;
}

/** Removes the event; answers the remaining events. */
export function removeEvent(state: CalendarState, eventId: string): CalendarEvent[] {
  findById(state.events, eventId, 'event');
  state.events = state.events.filter((event) => event.id !== eventId);
  return state.events;
}

export function createHandlers(state = createCalendarState()): HttpHandler[] {
  return [
    getCall(calendarPaths.events, noQuery, () => state.events),
    postCall(calendarPaths.addEvent, addEventRequestSchema, ({ newEvent }) =>
      addEvent(state, newEvent),
    ),
    postCall(calendarPaths.updateEvent, updateEventRequestSchema, ({ event }) =>
      updateEvent(state, event),
    ),
    postCall(calendarPaths.removeEvent, removeEventRequestSchema, ({ eventId }) =>
      removeEvent(state, eventId),
    ),
  ];
}
