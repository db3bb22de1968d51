// The font's CSS (and so the font) loads with this chunk, only when the icons page opens.
import 'material-icons/iconfont/filled.css';
import Box from '@mui/material/Box';

/**
 * An icon drawn by the Material Icons font from its ligature (the icon's name). The ligature is
 * generated content, not text of the page: until the font has loaded it would show as a word,
 * which checkers (and a reader's find) would take for the tile's visible text.
 */
export function MaterialIconGlyph({ ligature, size }: { ligature: string; size: number }) {
  return (
    <Box
      component="span"
      className="material-icons"
      aria-hidden
      data-testid="icon-glyph"
      data-ligature={ligature}
      sx={{
        fontSize: size,
        width: size,
        height: size,
        overflow: 'hidden',
        '&::before': { content: 'attr(data-ligature)' },
      }}
    />
  );
}
