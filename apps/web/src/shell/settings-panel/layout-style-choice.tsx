import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation.ts';
import { LAYOUT_STYLE_DESCRIPTIONS } from '../settings/layout-options.ts';
import { LAYOUT_STYLES } from '../settings/settings-types.ts';
import type { LayoutStyle } from '../settings/settings-types.ts';

/** A sketch of each layout: a vertical navbar, or a menu bar under or over the toolbar. */
function LayoutSketch({ style }: { style: LayoutStyle }) {
  const bar = { bgcolor: 'currentColor', opacity: 0.55, borderRadius: 0.5 };
  const page = { bgcolor: 'currentColor', opacity: 0.14, borderRadius: 0.5, flex: 1 };
  const toolbar = { ...bar, height: 6, opacity: 0.3 };
  const menu = { ...bar, height: 6 };
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 0.5, width: '100%', height: 52, p: 0.75 }}>
      {style === 'layout1' ? <Box sx={{ ...bar, width: 14 }} /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        {style === 'layout2' ? <Box sx={menu} /> : null}
        <Box sx={toolbar} />
        {style === 'layout3' ? <Box sx={menu} /> : null}
        <Box sx={style === 'layout3' ? { ...page, mx: 1 } : page} />
      </Box>
    </Box>
  );
}

export type LayoutStyleChoiceProps = {
  value: LayoutStyle;
  onChange: (style: LayoutStyle) => void;
  labelId: string;
};

/** The three layout styles as selectable sketches. */
export function LayoutStyleChoice({ value, onChange, labelId }: LayoutStyleChoiceProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelId}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
    >
      {LAYOUT_STYLES.map((style) => {
        const selected = style === value;
        const description = LAYOUT_STYLE_DESCRIPTIONS[style];
        return (
          <ButtonBase
            key={style}
            role="radio"
            aria-checked={selected}
            data-testid={`layout-style-${style}`}
            onClick={() => {
              if (!selected) onChange(style);
            }}
            sx={(theme) => ({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              borderRadius: 2,
              border: `2px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
              bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
              color: selected ? 'primary.main' : 'text.secondary',
              transition: theme.transitions.create(['border-color', 'background-color']),
              '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
            })}
          >
            <LayoutSketch style={style} />
            <Typography
              component="span"
              sx={{
                px: 0.5,
                pb: 0.75,
                fontSize: '1.15rem',
                fontWeight: 600,
                lineHeight: 1.3,
                textAlign: 'center',
                color: selected ? 'primary.main' : 'text.primary',
              }}
            >
              {t(description.translate)}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
