import type { CalendarEvent } from '@flockbook/mock-api/calendar';
import { useCalendarController } from '@fullcalendar/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useCalendarEvents } from '../api/calendar-api.ts';
import { formOfRange } from '../event-form.ts';
import type { EventForm } from '../event-form.ts';
import { useCalendarTexts } from '../locales/use-calendar-texts.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { EventDialog } from './event-dialog.tsx';
import { FarmCalendar } from './farm-calendar.tsx';
import { useCalendarActions } from './use-calendar-actions.ts';
import { localDay } from '../../../lib/date-input.ts';

type Editing = { event?: CalendarEvent; initial: EventForm };

/** `/apps/calendar`: the farm's events by month, week, day or as a list. */
export function CalendarPage() {
  const texts = useCalendarTexts();
  const events = useCalendarEvents();
  const actions = useCalendarActions();
  const controller = useCalendarController();
  const [editing, setEditing] = useState<Editing | null>(null);
  // A click may report both a date click and a one-day selection: the first one opens.
  const open = (next: Editing) => setEditing((current) => current ?? next);

  const addOnShownDay = () => {
    const shown = controller.getDate() ?? new Date();
    const today = new Date();
    const day = localDay(shown) === localDay(today) ? today : shown;
    open({ initial: formOfRange(day, null, true) });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="calendar-page">
      <Paper sx={{ p: { xs: 1.5, md: 2.5 } }}>
        <CalendarToolbar controller={controller} onAdd={addOnShownDay} />
        {events.isPending ? (
          <LoadingState />
        ) : events.isError ? (
          <ErrorState
            title={texts.loadFailed}
            error={events.error}
            onRetry={() => void events.refetch()}
          />
        ) : (
          <>
            {events.data.length === 0 ? (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="calendar-empty">
                {texts.empty}
              </Alert>
            ) : null}
            <FarmCalendar
              events={events.data}
              controller={controller}
              onCreate={({ start, end, allDay }) =>
                open({ initial: formOfRange(start, end, allDay) })
              }
              onOpen={(event) => open({ event, initial: formOfRange(new Date(), null, true) })}
              onMove={(move) => void actions.move(move)}
            />
          </>
        )}
      </Paper>
      {editing ? (
        <EventDialog
          event={editing.event}
          initial={editing.initial}
          actions={actions}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
