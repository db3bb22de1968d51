import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/**
 * FullCalendar's classic theme reads its colours from `--fc-classic-*` variables; these come
 * from the MUI palette, so the calendar follows the light and dark themes.
 */
export function calendarThemeVariables(theme: Theme): Record<string, string> {
  const { palette } = theme;
  return {
    '--fc-classic-button': palette.primary.main,
    '--fc-classic-button-border': palette.primary.main,
    '--fc-classic-button-strong': palette.primary.dark,
    '--fc-classic-button-strong-border': palette.primary.dark,
    '--fc-classic-button-outline': alpha(palette.primary.main, 0.5),
    '--fc-classic-button-foreground': palette.primary.contrastText,
    '--fc-classic-primary': palette.primary.main,
    '--fc-classic-primary-foreground': palette.primary.contrastText,
    '--fc-classic-event': palette.primary.main,
    '--fc-classic-event-contrast': palette.primary.contrastText,
    '--fc-classic-background-event': palette.success.main,
    '--fc-classic-background-event-opacity': '15%',
    '--fc-classic-background-event-foreground-opacity': '50%',
    '--fc-classic-highlight': alpha(palette.primary.main, 0.14),
    '--fc-classic-today': alpha(palette.secondary.main, palette.mode === 'dark' ? 0.16 : 0.1),
    '--fc-classic-now': palette.error.main,
    '--fc-classic-ring-color': palette.primary.main,
    '--fc-classic-small-dot-width': '8px',
    '--fc-classic-large-dot-width': '10px',
    '--fc-classic-background': palette.background.paper,
    '--fc-classic-faint': alpha(palette.text.primary, 0.04),
    '--fc-classic-muted': alpha(palette.text.primary, 0.08),
    '--fc-classic-strong': alpha(palette.text.primary, 0.14),
    '--fc-classic-foreground': palette.text.primary,
    // Days of the months beside: fainter than the month's, still readable (4.5:1).
    '--fc-classic-faint-foreground': palette.text.secondary,
    '--fc-classic-muted-foreground': palette.text.secondary,
    '--fc-classic-border': palette.divider,
    '--fc-classic-strong-border': alpha(palette.text.primary, 0.3),
  };
}

/** An event's colour: all-day events in the primary colour, timed ones in the secondary. */
export function eventColors(theme: Theme, allDay: boolean) {
  const colour = allDay ? theme.palette.primary : theme.palette.secondary;
  return { color: colour.main, contrastColor: colour.contrastText };
}
