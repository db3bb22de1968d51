import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthProvidersGate } from '../components/auth-providers-gate.tsx';
import { HostedLoginButton } from '../components/hosted-login-button.tsx';
import { AuthCard } from '../components/layouts/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/**
 * The page's one tab, selected: drawn as MUI's full-width tabs draw it, without their scrolling
 * and keyboard code, which a single tab does not use.
 */
function LoginTab({ label }: { label: string }) {
  return (
    <Box role="tablist" sx={{ display: 'flex', mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Box
        role="tab"
        aria-selected="true"
        tabIndex={0}
        sx={{
          typography: 'button',
          flex: 1,
          minHeight: 48,
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'primary.main',
          borderBottom: 2,
          borderColor: 'primary.main',
          mb: '-1px',
        }}
      >
        {label}
      </Box>
    </Box>
  );
}

/**
 * Sign-in with email and password (with Firebase when it is configured), and with the OpenID
 * Connect host when one is. Once signed in, the route guard sends the user on to the page they
 * first asked for, or to the dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')}>
      <LoginTab label={t('auth.login.tab')} />
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
