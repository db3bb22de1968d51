import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useReportTexts } from './locales/use-report-texts.ts';
import { downloadPercent } from './use-report-download.ts';
import type { ReportDownloadState } from './use-report-download.ts';

/** 'Preparing the report…', 'Downloading 45%', or the size so far when the total is unknown. */
export function useProgressText(state: ReportDownloadState): string {
  const texts = useReportTexts();
  const locale = useLocale();
  if (state.status !== 'downloading') return texts.preparing;
  const percent = downloadPercent(state);
  if (percent !== null) return fillText(texts.downloading, { percent });
  const size = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(state.loaded / 1024);
  return fillText(texts.downloadingSize, { size });
}

/** A small ring for a button: filling up when the size is known, turning otherwise. */
export function ProgressRing({ state }: { state: ReportDownloadState }) {
  const texts = useReportTexts();
  const percent = downloadPercent(state);
  return percent === null ? (
    <CircularProgress size={16} color="inherit" aria-label={texts.progressLabel} />
  ) : (
    <CircularProgress
      size={16}
      color="inherit"
      variant="determinate"
      value={percent}
      aria-label={texts.progressLabel}
    />
  );
}

/** A bar with its words, for a dialog. */
export function ProgressBar({ state }: { state: ReportDownloadState }) {
  const texts = useReportTexts();
  const text = useProgressText(state);
  const percent = downloadPercent(state);
  return (
    <Box data-testid="report-progress" sx={{ mt: 2 }}>
      {percent === null ? (
        <LinearProgress aria-label={texts.progressLabel} />
      ) : (
        <LinearProgress variant="determinate" value={percent} aria-label={texts.progressLabel} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {text}
      </Typography>
    </Box>
  );
}
