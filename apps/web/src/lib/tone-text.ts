import type { Theme } from '@mui/material/styles';

export type Tone = 'success' | 'warning' | 'info' | 'error';

/**
 * The colour for text in a tone (owed, unusual, incomplete) on the page's surfaces: the tone's
 * dark variant on a light theme, its light one on a dark theme, each reading at 4.5:1 or more.
 * For `sx`: `color: toneText('warning')`.
 */
export function toneText(tone: Tone): (theme: Theme) => string {
  return (theme) =>
    theme.palette.mode === 'light' ? theme.palette[tone].dark : theme.palette[tone].light;
}
