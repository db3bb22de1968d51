import type { Flock } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { FlockGapsNote } from './flock-gaps-note.tsx';
import { FlockMoney } from './flock-money.tsx';
import { FlockPerformance } from './flock-performance.tsx';
import { useFlockPerformanceTexts } from './locales/use-flock-performance-texts.ts';
import { useFlockSummary } from './use-flock-summary.ts';

/** The figures that rest on the flock's summary: performance, and money for admins. */
export function FlockSummaryFigures({ flock }: { flock: Flock }) {
  const texts = useFlockPerformanceTexts();
  const summary = useFlockSummary(flock.id);
  if (summary.isPending) return <Skeleton variant="rounded" height={120} />;
  if (summary.isError) return <Alert severity="error">{texts.loadFailed}</Alert>;
  return (
    <>
      <FlockPerformance flock={flock} summary={summary.data} />
      <FlockGapsNote gaps={summary.data.gaps} />
      {summary.data.money ? (
        <FlockMoney money={summary.data.money} kgSold={summary.data.kgSold} />
      ) : null}
    </>
  );
}
