import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/layouts/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/** Chooses a new password with the token from an emailed reset link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.intro')}>
      <ResetPasswordForm
        token={searchParams.get('token') ?? ''}
        loginPath={paths.login}
        forgotPasswordPath={paths.forgotPassword}
      />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login} variant="body2">
          {t('auth.forgotPassword.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
