import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthProvidersGate } from '../components/auth-providers-gate.tsx';
import { AuthCard } from '../components/layouts/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/**
 * Creates an account (in Firebase when it is configured); the new user is signed in and lands on
 * the analytics dashboard.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.title')}>
      <AuthProvidersGate>
        {(providers) => <RegisterForm firebase={providers.firebase} />}
      </AuthProvidersGate>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login}>
          {t('auth.register.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
