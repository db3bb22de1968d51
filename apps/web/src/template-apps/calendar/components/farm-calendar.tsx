import type { CalendarEvent } from '@flockbook/mock-api/calendar';
import FullCalendar from '@fullcalendar/react';
import type { CalendarController, EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import trLocale from '@fullcalendar/react/locales/tr';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './farm-calendar.css';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fillText } from '../../../records/area-texts.ts';
import { movedEvent } from '../event-form.ts';
import { useCalendarTexts } from '../locales/use-calendar-texts.ts';
import { calendarThemeVariables, eventColors } from './calendar-theme.ts';

export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];
const LOCALES = { ar: arLocale, tr: trLocale };

/** True when the first letter of `text` is written right to left (Arabic, Hebrew). */
function startsRightToLeft(text: string): boolean {
  return /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text);
}

/** A change made on the calendar itself; `revert` puts the event back where it was. */
export type CalendarMove = {
  event: CalendarEvent;
  kind: 'moved' | 'resized';
  revert: () => void;
};

type FarmCalendarProps = {
  events: readonly CalendarEvent[];
  controller: CalendarController;
  onCreate: (range: { start: Date; end: Date | null; allDay: boolean }) => void;
  onOpen: (event: CalendarEvent) => void;
  onMove: (move: CalendarMove) => void;
};

/**
 * FullCalendar in the MUI theme: month, week, day and list views, in the user's language and
 * direction. Clicking or selecting days creates, clicking an event opens it, dragging an
 * event moves it and dragging its edge changes its length.
 */
export function FarmCalendar({ events, controller, onCreate, onOpen, onMove }: FarmCalendarProps) {
  const theme = useTheme();
  const texts = useCalendarTexts();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: event.id,
        title: event.title,
        allDay: event.allDay,
        start: event.start,
        end: event.end,
        ...eventColors(theme, event.allDay),
      })),
    [events, theme],
  );

  const changed = (
    kind: CalendarMove['kind'],
    info: {
      event: { id: string; allDay: boolean; start: Date | null; end: Date | null };
      revert: () => void;
    },
  ) => {
    const before = byId.get(info.event.id);
    const { allDay, start, end } = info.event;
    if (!before || !start) return info.revert();
    onMove({ kind, revert: info.revert, event: movedEvent(before, { allDay, start, end }) });
  };

  return (
    <Box
      data-testid="calendar-grid"
      sx={{
        '& .farm-calendar': { fontSize: theme.typography.body2.fontSize },
        '& .farm-calendar a': { cursor: 'pointer' },
      }}
    >
      {/* On :root, so the event dragged under the pointer and pop-overs share the colours. */}
      <GlobalStyles styles={{ ':root': calendarThemeVariables(theme) }} />
      <FullCalendar
        controller={controller}
        plugins={PLUGINS}
        class="farm-calendar"
        initialView="dayGridMonth"
        headerToolbar={false}
        locale={language === 'ar' || language === 'tr' ? LOCALES[language] : 'en'}
        direction={theme.direction}
        colorScheme={theme.palette.mode}
        // Week and day scroll their 24 hours inside a fixed height; month and list grow.
        height={controller.view?.type.startsWith('timeGrid') ? 720 : 'auto'}
        scrollTime="06:00:00"
        eventTitleClass={({ event }) =>
          startsRightToLeft(event.title) ? 'farm-calendar-rtl' : 'farm-calendar-ltr'
        }
        events={inputs}
        editable
        selectable
        eventResizableFromStart
        forceEventDuration
        dayMaxEvents={3}
        nowIndicator
        allDayText={texts.allDayText}
        moreLinkText={(count: number) => fillText(texts.moreEvents, { count })}
        noEventsText={texts.noEventsInList}
        // With `selectable`, a click usually selects its day too; the page opens one dialog.
        dateClick={(info) => onCreate({ start: info.date, end: null, allDay: info.allDay })}
        select={(info) => {
          info.view.calendar.unselect();
          onCreate({ start: info.start, end: info.end, allDay: info.allDay });
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const event = byId.get(info.event.id);
          if (event) onOpen(event);
        }}
        eventDidMount={({ el, event }) => {
          el.dataset.testid = 'calendar-event';
          el.dataset.eventId = event.id;
        }}
        eventDrop={(info) => changed('moved', info)}
        eventResize={(info) => changed('resized', info)}
      />
    </Box>
  );
}
