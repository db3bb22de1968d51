import type { CalendarEvent, NewCalendarEvent } from '@flockbook/mock-api/calendar';
import { showMessage } from '../../../lib/message-store.ts';
import { useCalendarMutations } from '../api/calendar-api.ts';
import { useCalendarTexts } from '../locales/use-calendar-texts.ts';
import type { CalendarMove } from './farm-calendar.tsx';

/** The changes a user makes to events, each followed by a snackbar; each answers success. */
export function useCalendarActions() {
  const texts = useCalendarTexts();
  const { add, update, remove } = useCalendarMutations();

  const report = (promise: Promise<unknown>, message: string, failure = texts.failed) =>
    promise.then(
      () => {
        showMessage({ message, variant: 'success' });
        return true;
      },
      () => {
        showMessage({ message: failure, variant: 'error' });
        return false;
      },
    );

  return {
    busy: add.isPending || update.isPending || remove.isPending,
    add: (event: NewCalendarEvent) => report(add.mutateAsync(event), texts.done.added),
    save: (event: CalendarEvent) => report(update.mutateAsync(event), texts.done.saved),
    remove: (event: CalendarEvent) => report(remove.mutateAsync(event.id), texts.done.deleted),
    /** A drag on the calendar, saved at once; put back when the save fails. */
    move: async ({ event, kind, revert }: CalendarMove) => {
      const ok = await report(update.mutateAsync(event), texts.done[kind], texts.moveFailed);
      if (!ok) revert();
      return ok;
    },
  };
}
