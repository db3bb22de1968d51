import Box from '@mui/material/Box';
import type { ThemeName } from '../themes/theme-names.ts';
import { themeSwatch } from '../themes/theme-swatch.ts';

export type ThemeSwatchPreviewProps = {
  name: ThemeName;
  width?: number | string;
};

/** A theme in miniature: a paper card with a primary header and secondary and error marks. */
export function ThemeSwatchPreview({ name, width = '100%' }: ThemeSwatchPreviewProps) {
  const swatch = themeSwatch(name);
  return (
    <Box
      aria-hidden
      data-swatch={name}
      sx={{
        position: 'relative',
        width,
        height: 40,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: swatch.paper,
        border: '1px solid rgba(127, 127, 127, 0.35)',
      }}
    >
      <Box sx={{ height: 12, bgcolor: swatch.primary }} />
      <Box
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          bottom: 8,
          width: '45%',
          height: 4,
          borderRadius: 2,
          bgcolor: swatch.primary,
          opacity: 0.35,
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          insetInlineEnd: 8,
          bottom: 6,
          display: 'flex',
          gap: 0.5,
        }}
      >
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: swatch.secondary }} />
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: swatch.error }} />
      </Box>
    </Box>
  );
}
