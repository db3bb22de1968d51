import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { HelperClassesTexts } from '../locales/en.ts';

type Words = HelperClassesTexts['words'];

export type HelperExample = {
  id: keyof HelperClassesTexts['helpers'];
  code: (words: Words) => string;
  example: (words: Words) => ReactNode;
};

const PALETTE_COLOURS = [
  'primary.main',
  'secondary.main',
  'error.main',
  'text.secondary',
  'divider',
] as const;

const printRule = (
  <GlobalStyles styles={{ '@media print': { '.no-print': { display: 'none !important' } } }} />
);

/** The sx patterns the product's screens repeat, each written the way they write it. */
export const HELPER_EXAMPLES: readonly HelperExample[] = [
  {
    id: 'spacing',
    code: () => `<Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>…</Box>`,
    example: (words) => (
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, bgcolor: 'action.hover' }}>
        <Box sx={{ p: 1, bgcolor: 'background.paper' }}>{words.item} 1</Box>
        <Box sx={{ p: 1, bgcolor: 'background.paper' }}>{words.item} 2</Box>
      </Box>
    ),
  },
  {
    id: 'flex',
    code: () => `<Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>`,
    example: (words) => (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {[1, 2, 3, 4].map((n) => (
          <Chip key={n} label={`${words.item} ${n}`} />
        ))}
      </Box>
    ),
  },
  {
    id: 'responsive',
    code: (words) =>
      `<Box sx={{ display: { xs: 'none', md: 'block' } }}>${words.wideOnly}</Box>\n` +
      `<Box sx={{ display: { xs: 'block', md: 'none' } }}>${words.narrowOnly}</Box>`,
    example: (words) => (
      <>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>{words.wideOnly}</Box>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>{words.narrowOnly}</Box>
      </>
    ),
  },
  {
    id: 'palette',
    code: () =>
      PALETTE_COLOURS.map((colour) => `<Box sx={{ bgcolor: '${colour}' }} />`).join('\n') +
      `\n<Typography sx={{ color: 'primary.main' }}>…</Typography>`,
    example: () => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {PALETTE_COLOURS.map((colour) => (
          <Box key={colour} sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: colour }} />
            <Typography variant="caption" dir="ltr">
              {colour}
            </Typography>
          </Box>
        ))}
      </Box>
    ),
  },
  {
    id: 'surface',
    code: (words) =>
      `<Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>\n  ${words.surface}\n</Box>`,
    example: (words) => (
      <Box
        sx={{
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      >
        {words.surface}
      </Box>
    ),
  },
  {
    id: 'tint',
    code: () =>
      `import { alpha } from '@mui/material/styles';\n\n<Box sx={{ bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08) }}>…</Box>`,
    example: (words) => (
      <Box
        sx={{
          p: 1.5,
          borderRadius: 2,
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
        }}
      >
        {words.selected}
      </Box>
    ),
  },
  {
    id: 'logical',
    code: (words) =>
      `<Box sx={{ position: 'relative' }}>\n` +
      `  <Chip label="${words.badge}" sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }} />\n` +
      `</Box>\n<Typography sx={{ textAlign: 'start', paddingInlineStart: 2 }}>…</Typography>`,
    example: (words) => (
      <Box sx={{ position: 'relative', p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Chip
          label={words.badge}
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
        />
        <Typography sx={{ textAlign: 'start', paddingInlineStart: 2 }}>{words.card}</Typography>
      </Box>
    ),
  },
  {
    id: 'print',
    code: () =>
      `<GlobalStyles styles={{ '@media print': { '.no-print': { display: 'none !important' } } }} />\n` +
      `<Button className="no-print">…</Button>`,
    example: (words) => (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        {printRule}
        <Typography>{words.printed}</Typography>
        <Button className="no-print" variant="outlined" size="small">
          {words.notPrinted}
        </Button>
      </Box>
    ),
  },
];
