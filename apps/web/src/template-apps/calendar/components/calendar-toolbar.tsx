import type { CalendarController } from '@fullcalendar/react';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useCalendarTexts } from '../locales/use-calendar-texts.ts';
import { CALENDAR_VIEWS } from './farm-calendar.tsx';
import type { CalendarView } from './farm-calendar.tsx';

type CalendarToolbarProps = {
  controller: CalendarController;
  onAdd: () => void;
};

/** Title, today, previous and next, the view picker and Add event, driving the calendar. */
export function CalendarToolbar({ controller, onAdd }: CalendarToolbarProps) {
  const texts = useCalendarTexts();
  const rtl = useTheme().direction === 'rtl';
  const view = controller.view;
  // Previous points back along the reading direction: right to left in Arabic.
  const [BackIcon, ForwardIcon] = rtl
    ? [ChevronRightIcon, ChevronLeftIcon]
    : [ChevronLeftIcon, ChevronRightIcon];

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
      data-testid="calendar-toolbar"
    >
      <Typography variant="h5" component="h1" sx={{ me: 1 }}>
        {texts.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={texts.previous}>
          <IconButton aria-label={texts.previous} onClick={() => controller.prev()}>
            <BackIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={texts.next}>
          <IconButton aria-label={texts.next} onClick={() => controller.next()}>
            <ForwardIcon />
          </IconButton>
        </Tooltip>
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          onClick={() => controller.today()}
          disabled={controller.getButtonState().today.isDisabled}
        >
          {texts.today}
        </Button>
      </Box>
      <Typography
        variant="h6"
        component="h2"
        aria-live="polite"
        data-testid="calendar-title"
        sx={{ flex: 1, minWidth: 180, fontWeight: 400 }}
      >
        {view?.title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view?.type ?? 'dayGridMonth'}
        onChange={(_event, next: CalendarView | null) => {
          if (next) controller.changeView(next);
        }}
        aria-label={texts.viewPicker}
      >
        {CALENDAR_VIEWS.map((name) => (
          <ToggleButton key={name} value={name} data-testid={`calendar-view-${name}`}>
            {texts.views[name]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={onAdd}
        data-testid="calendar-add"
      >
        {texts.addEvent}
      </Button>
    </Box>
  );
}
