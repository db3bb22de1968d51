import { Spinner } from '../../../components/spinner.tsx';
import type { AuthResult } from '@flockbook/contracts';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { HostedSession } from '../../../lib/hosted-session.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { AuthCard } from '../components/layouts/auth-card.tsx';
import { hostedErrorText, HostedSignInError } from '../hosted/hosted-error.ts';
import { exchangeHostedSignIn } from '../hosted/hosted-sessions.ts';
import { NOT_CONFIGURED } from '../hosted/hosted-settings.ts';
import type { OidcSettings } from '../hosted/hosted-settings.ts';
import { loadOidcClient } from '../hosted/load-clients.ts';

/** How long 'Logged in with Auth0' stays on screen before the session starts. */
export const CALLBACK_STEP_MS = 1200;

type Completed = { result: AuthResult; hosted: HostedSession };

let completing: { hash: string; done: Promise<Completed> } | undefined;

/**
 * The host's answer checked, its user data read and the server's session obtained. Once per
 * answer: its state is single-use, and a page mounted twice must not spend it twice.
 */
function completeOnce(settings: OidcSettings, hash: string): Promise<Completed> {
  if (completing?.hash !== hash) {
    const done = loadOidcClient()
      .then(({ completeCallback }) => completeCallback(settings, hash))
      .then(async (signIn) => ({
        result: await exchangeHostedSignIn(signIn),
        hosted: signIn.hosted,
      }));
    completing = { hash, done };
  }
  return completing.done;
}

type Step = { status: 'working' } | { status: 'done' } | { status: 'failed'; error: unknown };

/**
 * Where the OpenID Connect (Auth0-style) host returns to: shows 'Logging in with Auth0' while the
 * answer is checked, then 'Logged in with Auth0' and starts the session (the route guard then
 * moves on). The tokens are dropped from the address at once.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { startHostedSession } = useSession();
  const providers = useAuthProviders();
  const location = useLocation();
  // The answer as it arrived: the address loses it as soon as the check starts.
  const [hash] = useState(location.hash);
  const [step, setStep] = useState<Step>({ status: 'working' });
  const settings = providers.data?.oidc;
  const notConfigured = providers.data !== undefined && !settings;

  useEffect(() => {
    if (notConfigured) console.warn(NOT_CONFIGURED.oidc);
  }, [notConfigured]);

  useEffect(() => {
    if (!settings) return undefined;
    let active = true;
    let timer: number | undefined;
    void navigate(paths.callback, { replace: true });
    completeOnce(settings, hash).then(
      ({ result, hosted }) => {
        if (!active) return;
        setStep({ status: 'done' });
        timer = window.setTimeout(() => startHostedSession(result, hosted), CALLBACK_STEP_MS);
      },
      (error: unknown) => {
        if (active) setStep({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [settings, hash, navigate, startHostedSession]);

  const error = notConfigured
    ? new HostedSignInError('notConfigured')
    : providers.isError
      ? providers.error
      : step.status === 'failed'
        ? step.error
        : null;
  if (error) {
    return (
      <AuthCard title={t('auth.hosted.signInFailed')}>
        <Alert severity="error" data-testid="callback-error">
          {hostedErrorText(error, t)}
        </Alert>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login} variant="body2">
            {t('auth.forgotPassword.backToLogin')}
          </Link>
        </Box>
      </AuthCard>
    );
  }

  const loggedIn = step.status === 'done';
  const text = loggedIn ? t('auth.callback.loggedIn') : t('auth.callback.loggingIn');
  return (
    <AuthCard title={text}>
      <Stack role="status" aria-label={text} sx={{ alignItems: 'center', py: 2 }}>
        {loggedIn ? (
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 40 }} />
        ) : (
          <Spinner size={36} />
        )}
      </Stack>
    </AuthCard>
  );
}
