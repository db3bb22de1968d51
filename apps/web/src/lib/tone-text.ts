import type { Theme } from '@mui/material/styles';
import { readableText } from './readable-colour.ts';

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

const accents = new WeakMap<Theme, string>();

/**
 * The theme's secondary colour as text on its surfaces (the navigation's group headings): as
 * it is where it reads at 4.5:1, else a darker or lighter shade of it that does.
 */
export function accentText(theme: Theme): string {
  let accent = accents.get(theme);
  if (accent === undefined) {
    const { secondary, background, mode } = theme.palette;
    accent = readableText(secondary.main, [background.paper, background.default], mode === 'dark');
    accents.set(theme, accent);
  }
  return accent;
}
