import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/layouts/auth-card.tsx';

/** How long each step of the callback stays on screen. */
export const CALLBACK_STEP_MS = 1200;

/**
 * Where a hosted identity provider returns to. Until one is configured it only reports the
 * two steps of a hosted login, then goes home.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [loggedIn, setLoggedIn] = useState(false);

  useEffect(() => {
    const shown = window.setTimeout(() => setLoggedIn(true), CALLBACK_STEP_MS);
    const leave = window.setTimeout(
      () => void navigate(paths.home, { replace: true }),
      CALLBACK_STEP_MS * 2,
    );
    return () => {
      window.clearTimeout(shown);
      window.clearTimeout(leave);
    };
  }, [navigate]);

  const text = loggedIn ? t('auth.callback.loggedIn') : t('auth.callback.loggingIn');
  return (
    <AuthCard title={text}>
      <Stack role="status" aria-label={text} sx={{ alignItems: 'center', py: 2 }}>
        {loggedIn ? (
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 40 }} />
        ) : (
          <CircularProgress size={36} />
        )}
      </Stack>
    </AuthCard>
  );
}
