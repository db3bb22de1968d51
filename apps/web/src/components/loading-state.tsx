import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

export type LoadingStateProps = {
  label?: string;
  /** Centres the indicator in the whole viewport, for a page that has nothing else yet. */
  fullPage?: boolean;
  /**
   * Milliseconds to wait before showing anything, so a quick load never flashes the indicator.
   * None by default.
   */
  delay?: number;
};

/** 'Loading...' with a spinner, shown at once or after `delay` ms. */
export function LoadingState({ label, fullPage = false, delay = 0 }: LoadingStateProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delay <= 0);

  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  if (!visible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading-state"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        py: 4,
        flex: fullPage ? undefined : '1 0 auto',
        minHeight: fullPage ? '100vh' : undefined,
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={28} thickness={4} aria-label={label ?? t('common.loading')} />
      <Typography variant="body2">{label ?? t('common.loading')}</Typography>
    </Box>
  );
}
