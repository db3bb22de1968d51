// The font's CSS (and so the font) loads with this chunk, only when the icons page opens.
import 'material-icons/iconfont/filled.css';
import Box from '@mui/material/Box';

/** An icon drawn by the Material Icons font from its ligature (the icon's name). */
export function MaterialIconGlyph({ ligature, size }: { ligature: string; size: number }) {
  return (
    <Box
      component="span"
      className="material-icons"
      aria-hidden
      data-testid="icon-glyph"
      sx={{ fontSize: size, width: size, height: size, overflow: 'hidden' }}
    >
      {ligature}
    </Box>
  );
}
