import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

const WHITE = '#FFFFFF';
const INK = '#1A1A1A';

/**
 * A chip's or badge's colours for a background that comes with the data (a label's or a
 * status's colour): the text in white or in ink, whichever reads better, and the background
 * darkened step by step when neither reaches 4.5:1, so the colour stays recognisable.
 */
export function readableOn(background: string): { bgcolor: string; color: string } {
  let bgcolor = background;
  for (let step = 0; step < 10; step += 1) {
    const onWhite = getContrastRatio(WHITE, bgcolor);
    const onInk = getContrastRatio(INK, bgcolor);
    if (onInk >= TEXT_CONTRAST && onInk > onWhite) return { bgcolor, color: INK };
    if (onWhite >= TEXT_CONTRAST) return { bgcolor, color: WHITE };
    bgcolor = darken(bgcolor, 0.1);
  }
  return { bgcolor, color: WHITE };
}

/** A filled, clickable chip in a data colour: readable colours that stay put on hover. */
export function readableChipSx(background: string) {
  const colours = readableOn(background);
  return { ...colours, '&:hover': colours };
}

/**
 * A colour as text on the given surfaces: itself where it reads at 4.5:1 on each, else darkened
 * (on light surfaces) or lightened (on dark ones) step by step until it does, so its hue stays.
 */
export function readableText(colour: string, surfaces: readonly string[], dark: boolean): string {
  let text = colour;
  for (let step = 0; step < 10; step += 1) {
    if (surfaces.every((surface) => getContrastRatio(text, surface) >= TEXT_CONTRAST)) return text;
    text = dark ? lighten(text, 0.15) : darken(text, 0.15);
  }
  return dark ? WHITE : INK;
}
