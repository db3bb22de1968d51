import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type LoadingStateProps = {
  label?: string;
  /** Centres the indicator in the whole viewport, for a page that has nothing else yet. */
  fullPage?: boolean;
};

export function LoadingState({ label, fullPage = false }: LoadingStateProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        py: 4,
        minHeight: fullPage ? '100vh' : undefined,
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={28} thickness={4} />
      <Typography variant="body2">{label ?? t('common.loading')}</Typography>
    </Box>
  );
}
