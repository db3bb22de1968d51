import { Spinner } from './spinner.tsx';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/use-translation.ts';
import { AppLogo } from './app-logo.tsx';

export type SplashScreenProps = {
  /** What is going on, said under the name (e.g. signing in with a hosted service). */
  message?: string | undefined;
};

/** Covers the whole window while the app cannot show anything yet (the start-up auth check). */
export function SplashScreen({ message }: SplashScreenProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={message ?? t('common.loading')}
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
      {message ? (
        <Typography component="p" data-testid="splash-message">
          {message}
        </Typography>
      ) : null}
      <Spinner color="inherit" size={32} thickness={4} />
    </Box>
  );
}
