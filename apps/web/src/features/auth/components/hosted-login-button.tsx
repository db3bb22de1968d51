import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { hostedErrorText } from '../hosted/hosted-error.ts';
import type { OidcSettings } from '../hosted/hosted-settings.ts';
import { loadOidcClient } from '../hosted/load-clients.ts';

/** 'Sign in with Auth0': sends the browser to the configured OpenID Connect host. */
export function HostedLoginButton({ settings }: { settings: OidcSettings }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const signIn = async () => {
    setLeaving(true);
    setError(null);
    try {
      const { login } = await loadOidcClient();
      // On success the page is left; it stays only when nothing could be started.
      if (!(await login(settings))) setLeaving(false);
    } catch (failure) {
      setError(failure);
      setLeaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      {error ? (
        <Alert severity="error" data-testid="hosted-login-error">
          {hostedErrorText(error, t)}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        // The arrow points into the page's reading direction.
        startIcon={<LoginIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
        disabled={leaving}
        onClick={() => void signIn()}
      >
        {t('auth.hosted.signInWithAuth0')}
      </Button>
    </Stack>
  );
}
