import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthProvidersGate } from '../components/auth-providers-gate.tsx';
import { HostedLoginButton } from '../components/hosted-login-button.tsx';
import { AuthCard } from '../components/layouts/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/**
 * Sign-in with email and password (with Firebase when it is configured), and with the OpenID
 * Connect host when one is. Once signed in, the route guard sends the user on to the page they
 * first asked for, or to the dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')}>
      <Tabs value={0} variant="fullWidth" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label={t('auth.login.tab')} value={0} />
      </Tabs>
      <AuthProvidersGate>
        {(providers) => (
          <>
            {/* The demo accounts are the server's own: not offered when Firebase signs in. */}
            <LoginForm firebase={providers.firebase} demoAccounts={!providers.firebase} />
            {providers.oidc ? (
              <>
                <Divider sx={{ my: 3 }}>{t('auth.hosted.or')}</Divider>
                <HostedLoginButton settings={providers.oidc} />
              </>
            ) : null}
          </>
        )}
      </AuthProvidersGate>
      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.register}>
            {t('auth.login.register')}
          </Link>
        </Typography>
        <Link component={RouterLink} to={paths.home} variant="body2">
          {t('auth.login.backToDashboard')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
