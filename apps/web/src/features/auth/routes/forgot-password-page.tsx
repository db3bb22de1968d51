import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthProvidersGate } from '../components/auth-providers-gate.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { AuthCard } from '../components/layouts/auth-card.tsx';

/** Asks the server, or Firebase when it is configured, to mail a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.intro')}>
      <AuthProvidersGate>
        {(providers) => <ForgotPasswordForm firebase={providers.firebase} />}
      </AuthProvidersGate>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login} variant="body2">
          {t('auth.forgotPassword.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
