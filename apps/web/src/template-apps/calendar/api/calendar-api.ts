import type { CalendarEvent, NewCalendarEvent } from '@flockbook/mock-api/calendar';
import { calendarPaths } from '@flockbook/mock-api/calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const calendarKeys = { events: ['calendar-app', 'events'] as const };

/** GET events: every event of the calendar. */
export function useCalendarEvents() {
  return useQuery({
    queryKey: calendarKeys.events,
    queryFn: ({ signal }) => api.get<CalendarEvent[]>(calendarPaths.events, { signal }),
  });
}

/** The calendar calls of section 7; each answers all events, which replace the cached ones. */
export function useCalendarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (events: CalendarEvent[]) =>
    queryClient.setQueryData(calendarKeys.events, events);

  return {
    add: useMutation({
      mutationFn: (newEvent: NewCalendarEvent) =>
        api.post<CalendarEvent[]>(calendarPaths.addEvent, { newEvent }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (event: CalendarEvent) =>
        api.post<CalendarEvent[]>(calendarPaths.updateEvent, { event }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (eventId: string) =>
        api.post<CalendarEvent[]>(calendarPaths.removeEvent, { eventId }),
      onSuccess,
    }),
  };
}
