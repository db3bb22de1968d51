import { blue, green, grey, orange, purple, red, teal } from '@mui/material/colors';

/** The shade of each board colour name (settings colour and label class). */
const SHADES: Record<string, string> = {
  green: green[700],
  blue: blue[700],
  orange: orange[800],
  red: red[700],
  purple: purple[600],
  teal: teal[700],
  grey: grey[700],
};

export function colourOf(name: string): string {
  return SHADES[name] ?? grey[700];
}
