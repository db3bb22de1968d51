import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ThemeSlots } from '../themes/create-shell-theme.ts';
import { THEME_NAMES } from '../themes/theme-names.ts';
import type { ThemeName } from '../themes/theme-names.ts';
import { ThemeSwatchPreview } from './theme-swatch-preview.tsx';

export type ThemeSlotChoiceProps = {
  slot: keyof ThemeSlots;
  value: ThemeName;
  onChange: (name: ThemeName) => void;
};

/** The theme of one part of the shell: its swatch, opening a grid of the ten themes. */
export function ThemeSlotChoice({ slot, value, onChange }: ThemeSlotChoiceProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const labelId = useId();
  const listId = useId();
  const slotLabel = t(`settingsPanel.${slot}`);

  return (
    <Box>
      <Typography
        id={labelId}
        sx={{ fontSize: '1.2rem', fontWeight: 600, color: 'text.secondary', mb: 0.75 }}
      >
        {slotLabel}
      </Typography>
      <ButtonBase
        aria-haspopup="listbox"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? listId : undefined}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-value`}
        data-testid={`theme-choice-${slot}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={(theme) => ({
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: 0.75,
          p: 1,
          borderRadius: 2,
          border: `1px solid ${theme.palette.divider}`,
          textAlign: 'start',
          '&:hover': { borderColor: theme.palette.text.secondary },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
        })}
      >
        <ThemeSwatchPreview name={value} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography
            id={`${labelId}-value`}
            noWrap
            sx={{ flex: 1, fontSize: '1.25rem', fontWeight: 600 }}
          >
            {t(`settingsPanel.themes.${value}`)}
          </Typography>
          <ExpandMoreRounded fontSize="small" sx={{ color: 'text.secondary' }} />
        </Box>
      </ButtonBase>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 1.5, borderRadius: 3, width: 320, maxWidth: '90vw' } } }}
      >
        <Box
          id={listId}
          role="listbox"
          aria-label={slotLabel}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
        >
          {THEME_NAMES.map((name) => {
            const selected = name === value;
            return (
              <ButtonBase
                key={name}
                role="option"
                aria-selected={selected}
                data-testid={`theme-option-${name}`}
                onClick={() => {
                  setAnchor(null);
                  if (!selected) onChange(name);
                }}
                sx={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  gap: 0.5,
                  p: 0.75,
                  borderRadius: 2,
                  border: `2px solid ${selected ? theme.palette.primary.main : 'transparent'}`,
                  bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
                  '&:hover': { bgcolor: alpha(theme.palette.text.primary, 0.05) },
                })}
              >
                <ThemeSwatchPreview name={name} />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 20 }}>
                  <Typography noWrap sx={{ flex: 1, fontSize: '1.2rem', textAlign: 'start' }}>
                    {t(`settingsPanel.themes.${name}`)}
                  </Typography>
                  {selected ? <CheckRounded sx={{ fontSize: 16, color: 'primary.main' }} /> : null}
                </Box>
              </ButtonBase>
            );
          })}
        </Box>
      </Popover>
    </Box>
  );
}
