import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveCalendar } from '../testing/serve-calendar.ts';
import { localDay } from '../../../lib/date-input.ts';
import { slow } from '../../../testing/waits.ts';

const eventsPath = '/api/calendar-app/events';
const shownEvent = (title: string) =>
  screen.queryAllByTestId('calendar-event').find((element) => element.textContent?.includes(title));

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI and the calendar slowly on a busy machine.
describe('calendar screen', { timeout: 60_000 }, () => {
  it('loads the events into the month with its title', async () => {
    const { calls } = serveCalendar();
    renderRoute('/apps/calendar');

    await waitFor(() => expect(shownEvent('Weekly weighing, House 3')).toBeTruthy(), slow);
    const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date());
    expect(screen.getByTestId('calendar-title').textContent).toContain(month);
    expect(screen.queryByTestId('calendar-empty')).toBeNull();
    expect(calls).toEqual(['GET /api/calendar-app/events']);
  });

  it('says so when there are no events', async () => {
    serveCalendar(undefined, { events: [] });
    renderRoute('/apps/calendar');

    expect((await screen.findByTestId('calendar-empty', {}, slow)).textContent).toContain(
      'No events yet.',
    );
    expect(screen.queryAllByTestId('calendar-event')).toHaveLength(0);
  });

  it('shows the error with a retry that loads the events', async () => {
    const failing = new Set([eventsPath]);
    serveCalendar(failing);
    renderRoute('/apps/calendar');

    expect(await screen.findByText('The calendar could not be loaded.', {}, slow)).toBeTruthy();
    failing.delete(eventsPath);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownEvent('Weekly weighing, House 3')).toBeTruthy(), slow);
  });

  it('creates an event through the dialog, with messages at the field at fault', async () => {
    const { calls } = serveCalendar();
    renderRoute('/apps/calendar');
    await waitFor(() => expect(shownEvent('Weekly weighing, House 3')).toBeTruthy(), slow);

    fireEvent.click(screen.getByTestId('calendar-add'));
    const dialog = await screen.findByTestId('event-dialog');
    const today = localDay(new Date());
    expect(within(dialog).getByTestId<HTMLInputElement>('event-start').value).toBe(today);
    fireEvent.change(within(dialog).getByTestId('event-end'), { target: { value: '2000-01-01' } });
    fireEvent.click(within(dialog).getByTestId('event-save'));
    expect(within(dialog).getByText('Enter a title.')).toBeTruthy();
    expect(within(dialog).getByText('The end cannot be before the start.')).toBeTruthy();
    expect(calls).not.toContain('POST /api/calendar-app/add-event');

    fireEvent.change(within(dialog).getByTestId('event-title'), {
      target: { value: 'Feeder line repair' },
    });
    fireEvent.change(within(dialog).getByTestId('event-end'), { target: { value: today } });
    fireEvent.click(within(dialog).getByTestId('event-save'));

    expect(await screen.findByText('Event added.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(shownEvent('Feeder line repair')).toBeTruthy(), slow);
    expect(screen.queryByTestId('event-dialog')).toBeNull();
    expect(calls).toContain('POST /api/calendar-app/add-event');
  });

  it('opens an event and deletes it after asking', async () => {
    const { calls } = serveCalendar();
    renderRoute('/apps/calendar');
    await waitFor(() => expect(shownEvent('Weekly weighing, House 3')).toBeTruthy(), slow);

    fireEvent.click(shownEvent('Weekly weighing, House 3') as HTMLElement);
    const dialog = await screen.findByTestId('event-dialog');
    expect(within(dialog).getByTestId<HTMLInputElement>('event-title').value).toBe(
      'Weekly weighing, House 3',
    );
    fireEvent.click(within(dialog).getByTestId('event-delete'));
    const ask = await screen.findByRole('dialog', { name: 'Delete event?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Event deleted.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(shownEvent('Weekly weighing, House 3')).toBeUndefined(), slow);
    expect(calls).toContain('POST /api/calendar-app/remove-event');
  });

  it('names months and weekdays in Turkish', async () => {
    serveCalendar();
    await act(() => changeLanguage('tr'));
    renderRoute('/apps/calendar');

    await waitFor(() => expect(shownEvent('Weekly weighing, House 3')).toBeTruthy(), slow);
    expect(screen.getByRole('heading', { level: 1, name: 'Takvim' })).toBeTruthy();
    const month = new Intl.DateTimeFormat('tr', { month: 'long' }).format(new Date());
    expect(screen.getByTestId('calendar-title').textContent).toContain(month);
    expect(screen.getByTestId('calendar-grid').textContent).toContain('Pzt');
    expect(screen.getByRole('button', { name: 'Etkinlik ekle' })).toBeTruthy();
  });
});
