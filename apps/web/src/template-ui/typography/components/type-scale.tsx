import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { TypographyVariant } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { fillText } from '../../../records/area-texts.ts';
import type { TypographyTexts } from '../locales/en.ts';
import { LiveExample } from './live-example.tsx';

export const TYPE_SCALE: readonly TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

const LARGE_HEADINGS = new Set<TypographyVariant>(['h1', 'h2', 'h3']);

/** `1.4rem` -> `1.4rem (14px)` with the theme's root size; other units as they are. */
function sizeLabel(size: string | number | undefined, htmlFontSize: number): string {
  if (typeof size === 'number') return `${size}px`;
  if (size?.endsWith('rem')) return `${size} (${Math.round(parseFloat(size) * htmlFontSize)}px)`;
  return size ?? '';
}

/** Every variant of the theme in use, drawn by it, with its size, weight and line height. */
export function TypeScale({ texts }: { texts: TypographyTexts }) {
  const { typography } = useTheme();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      {TYPE_SCALE.map((variant) => {
        const style = typography[variant];
        const sample = LARGE_HEADINGS.has(variant) ? texts.shortSample : texts.sample;
        return (
          <LiveExample
            key={variant}
            title={variant}
            description={fillText(texts.metrics, {
              size: sizeLabel(style.fontSize, typography.htmlFontSize),
              weight: String(style.fontWeight ?? ''),
              lineHeight: String(style.lineHeight ?? ''),
            })}
            code={`<Typography variant="${variant}">${sample}</Typography>`}
            copyTexts={texts}
          >
            <Typography variant={variant} component="p" data-testid={`type-sample-${variant}`}>
              {sample}
            </Typography>
          </LiveExample>
        );
      })}
    </Box>
  );
}
