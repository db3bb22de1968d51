import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import { countText } from '../../../lib/translator.ts';
import { useTexts } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { incompleteMarkAr, incompleteMarkEn, incompleteMarkTr } from './locales/incomplete-mark.ts';
import type { IncompleteMarkTexts } from './locales/incomplete-mark.ts';
import { toneText } from '../../../lib/tone-text.ts';

export function useIncompleteTexts(): IncompleteMarkTexts {
  return useTexts({ en: incompleteMarkEn, tr: incompleteMarkTr, ar: incompleteMarkAr });
}

/**
 * The mark beside a figure computed over days without feed (the summary's `gaps`), with the
 * count of those days; nothing when the figure is complete. `compact` (table cells) shows the
 * sign and the count, the words as its label.
 */
export function IncompleteMark({ days, compact = false }: { days: number; compact?: boolean }) {
  const texts = useIncompleteTexts();
  const locale = useLocale();
  if (days <= 0) return null;
  const text = countText(texts.incomplete, days, locale);
  return (
    <Box
      component="span"
      data-testid="incomplete-mark"
      title={text}
      {...(compact ? { role: 'img', 'aria-label': text } : {})}
      sx={{
        display: compact ? 'inline-flex' : 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: toneText('warning'),
        fontSize: compact ? '1.2rem' : '1.3rem',
        fontWeight: 600,
        verticalAlign: 'middle',
      }}
    >
      <WarningAmberOutlined fontSize="inherit" aria-hidden />
      {compact ? days : text}
    </Box>
  );
}
