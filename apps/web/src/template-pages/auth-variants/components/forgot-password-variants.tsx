import Link from '@mui/material/Link';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { AuthCard } from '../../../features/auth/components/layouts/auth-card.tsx';
import { AuthFullScreenLayout } from '../../../features/auth/components/layouts/auth-full-screen-layout.tsx';
import { useAuthVariantsTexts } from '../locales/use-auth-variants-texts.ts';
import { variantPaths } from '../variant-paths.ts';
import { VariantFooter } from './variant-footer.tsx';

function ForgotVariantBody({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const texts = useAuthVariantsTexts();
  return (
    <>
      <ForgotPasswordForm
        afterSent={
          <Link component={RouterLink} to={variantPaths.mailConfirm} variant="body2">
            {texts.forgot.whereDidItGo}
          </Link>
        }
      />
      <VariantFooter to={loginPath} label={t('auth.forgotPassword.backToLogin')} />
    </>
  );
}

/** /pages/auth/forgot-password: the reset-link request on a centred card. */
export function ForgotPasswordCardPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.intro')}>
      <ForgotVariantBody loginPath={variantPaths.login} />
    </AuthCard>
  );
}

/** /pages/auth/forgot-password-2: the reset-link request on a full-screen sheet. */
export function ForgotPasswordFullScreenPage() {
  const { t } = useTranslation();
  return (
    <AuthFullScreenLayout
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.intro')}
    >
      <ForgotVariantBody loginPath={variantPaths.login2} />
    </AuthFullScreenLayout>
  );
}
