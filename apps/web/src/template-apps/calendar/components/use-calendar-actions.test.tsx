import type { CalendarEvent } from '@flockbook/mock-api/calendar';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { currentMessages, resetMessages } from '../../../lib/message-store.ts';
import { calendarKeys } from '../api/calendar-api.ts';
import { serveCalendar } from '../testing/serve-calendar.ts';
import { useCalendarActions } from './use-calendar-actions.ts';

const event: CalendarEvent = {
  id: 'a3f1c2d4',
  title: 'Newcastle vaccination, House 2',
  allDay: true,
  start: '2030-05-20',
  end: '2030-05-21',
  desc: '',
};

function renderActions() {
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>{children}</AppProviders>
  );
  return { queryClient, ...renderHook(() => useCalendarActions(), { wrapper }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

describe('moving an event on the calendar', () => {
  it('saves it through update-event and says so', async () => {
    const { calls } = serveCalendar();
    const { result, queryClient } = renderActions();
    const revert = vi.fn();

    expect(await result.current.move({ event, kind: 'moved', revert })).toBe(true);

    expect(calls).toEqual(['POST /api/calendar-app/update-event']);
    expect(revert).not.toHaveBeenCalled();
    expect(currentMessages().snackbar).toMatchObject({
      message: 'Event moved.',
      variant: 'success',
    });
    const cached = queryClient.getQueryData<CalendarEvent[]>(calendarKeys.events);
    expect(cached?.find((saved) => saved.id === event.id)).toEqual(event);
  });

  it('puts the event back and says so when the save fails', async () => {
    serveCalendar(new Set(['/api/calendar-app/update-event']));
    const { result } = renderActions();
    const revert = vi.fn();

    expect(await result.current.move({ event, kind: 'resized', revert })).toBe(false);

    expect(revert).toHaveBeenCalledOnce();
    expect(currentMessages().snackbar).toMatchObject({
      message: 'The event could not be moved; it is back where it was.',
      variant: 'error',
    });
  });
});
