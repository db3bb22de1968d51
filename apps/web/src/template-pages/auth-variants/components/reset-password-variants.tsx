import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/layouts/auth-card.tsx';
import { AuthSplitLayout } from '../../../features/auth/components/layouts/auth-split-layout.tsx';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { useAuthVariantsTexts } from '../locales/use-auth-variants-texts.ts';
import { variantPaths } from '../variant-paths.ts';
import { VariantFooter } from './variant-footer.tsx';

/**
 * The reset form with the token of the link that opened the page (`?token=`). Opened from the
 * navigation, without a token, the form works all the same and, on submit, explains where a
 * real reset comes from.
 */
function ResetVariantBody({ loginPath, forgotPath }: { loginPath: string; forgotPath: string }) {
  const { t } = useTranslation();
  const texts = useAuthVariantsTexts().reset;
  const [searchParams] = useSearchParams();
  return (
    <>
      <ResetPasswordForm
        token={searchParams.get('token') ?? ''}
        loginPath={loginPath}
        forgotPasswordPath={forgotPath}
        withoutToken={
          <>
            <Alert severity="info" data-testid="reset-demo-explained">
              {texts.explained}
            </Alert>
            <Button component={RouterLink} to={forgotPath} variant="contained">
              {texts.requestLink}
            </Button>
          </>
        }
      />
      <VariantFooter to={loginPath} label={t('auth.forgotPassword.backToLogin')} />
    </>
  );
}

/** /pages/auth/reset-password: a new password on a centred card. */
export function ResetPasswordCardPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.intro')}>
      <ResetVariantBody loginPath={variantPaths.login} forgotPath={variantPaths.forgot} />
    </AuthCard>
  );
}

/** /pages/auth/reset-password-2: a new password beside a picture panel. */
export function ResetPasswordSplitPage() {
  const { t } = useTranslation();
  const aside = useAuthVariantsTexts().aside.reset;
  return (
    <AuthSplitLayout
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.intro')}
      asideTitle={aside.title}
      asideText={aside.text}
    >
      <ResetVariantBody loginPath={variantPaths.login2} forgotPath={variantPaths.forgot2} />
    </AuthSplitLayout>
  );
}
