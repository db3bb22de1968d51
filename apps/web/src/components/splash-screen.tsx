import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLogo } from './app-logo.tsx';

/** Covers the whole window while the app cannot show anything yet (the start-up auth check). */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
      data-testid="splash-screen"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <AppLogo size={88} />
      <Typography component="p" sx={{ fontSize: '2.4rem', fontWeight: 600 }}>
        {t('app.name')}
      </Typography>
      <CircularProgress color="inherit" size={32} thickness={4} />
    </Box>
  );
}
