import type { FlockGaps } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { countText } from '../../../lib/translator.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatDate } from '../../../records/number-format.ts';
import { useIncompleteTexts } from '../components/incomplete-mark.tsx';

/** The most days named in a line; the count tells the rest. */
const SHOWN_DAYS = 8;

/** The flock's days without a feed or a death record, named; nothing when there are none. */
export function FlockGapsNote({ gaps }: { gaps: FlockGaps }) {
  const texts = useIncompleteTexts();
  const locale = useLocale();
  const lines = [
    { testId: 'gaps-feed', text: texts.withoutFeed, days: gaps.daysWithoutFeed },
    { testId: 'gaps-deaths', text: texts.withoutDeaths, days: gaps.daysWithoutDeaths },
  ].filter((line) => line.days.length > 0);
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="flock-gaps">
      <AlertTitle>{texts.gaps}</AlertTitle>
      {lines.map((line) => {
        const named = line.days.slice(0, SHOWN_DAYS).map((day) => formatDate(day, locale));
        const more = line.days.length > SHOWN_DAYS ? ' …' : '';
        return (
          <div key={line.testId} data-testid={line.testId}>
            {countText(line.text, line.days.length, locale)}: {named.join(', ')}
            {more}
          </div>
        );
      })}
    </Alert>
  );
}
