import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TypographyTexts } from '../locales/en.ts';
import { LiveExample } from './live-example.tsx';

type TextStyle = {
  id: keyof TypographyTexts['utilities'];
  code: (sample: string) => string;
  example: (sample: string) => ReactNode;
};

const FIGURES = ['1,204', '87', '12,950'];

/** The text styles the product's screens use, each as the screens write it. */
const TEXT_STYLES: readonly TextStyle[] = [
  {
    id: 'secondary',
    code: (sample) => `<Typography color="text.secondary">${sample}</Typography>`,
    example: (sample) => <Typography color="text.secondary">{sample}</Typography>,
  },
  {
    id: 'weights',
    code: (sample) =>
      ['fontWeightLight', 'fontWeightRegular', 'fontWeightMedium']
        .map((weight) => `<Typography sx={{ fontWeight: '${weight}' }}>${sample}</Typography>`)
        .join('\n'),
    example: (sample) => (
      <>
        {(['fontWeightLight', 'fontWeightRegular', 'fontWeightMedium'] as const).map((weight) => (
          <Typography key={weight} sx={{ fontWeight: weight }}>
            {sample}
          </Typography>
        ))}
      </>
    ),
  },
  {
    id: 'truncate',
    code: (sample) => `<Typography noWrap sx={{ maxWidth: 240 }}>${sample}</Typography>`,
    example: (sample) => (
      <Typography noWrap sx={{ maxWidth: 240 }}>
        {sample}
      </Typography>
    ),
  },
  {
    id: 'align',
    code: (sample) => `<Typography sx={{ textAlign: 'end' }}>${sample}</Typography>`,
    example: (sample) => (
      <Typography sx={{ textAlign: 'end', border: 1, borderColor: 'divider', px: 1 }}>
        {sample}
      </Typography>
    ),
  },
  {
    id: 'numbers',
    code: () =>
      `<Typography sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'end' }}>${FIGURES[0]}</Typography>`,
    example: () => (
      <Box sx={{ width: 120 }}>
        {FIGURES.map((figure) => (
          <Typography key={figure} sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'end' }}>
            {figure}
          </Typography>
        ))}
      </Box>
    ),
  },
];

export function TextStyles({ texts }: { texts: TypographyTexts }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      {TEXT_STYLES.map((style) => {
        const words = texts.utilities[style.id];
        const sample = 'sample' in words ? words.sample : '';
        return (
          <LiveExample
            key={style.id}
            title={words.title}
            description={words.description}
            code={style.code(sample)}
            copyTexts={texts}
          >
            {style.example(sample)}
          </LiveExample>
        );
      })}
    </Box>
  );
}
