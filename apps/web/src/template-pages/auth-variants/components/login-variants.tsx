import { useTranslation } from '../../../lib/use-translation.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { AuthCard } from '../../../features/auth/components/layouts/auth-card.tsx';
import { AuthSplitLayout } from '../../../features/auth/components/layouts/auth-split-layout.tsx';
import { useAuthVariantsTexts } from '../locales/use-auth-variants-texts.ts';
import { variantPaths } from '../variant-paths.ts';
import { SignedInNotice } from './signed-in-notice.tsx';
import { useContinueAfterSignIn } from './use-continue-after-sign-in.ts';
import { VariantFooter } from './variant-footer.tsx';

/**
 * The sign-in form, as on /login. These pages are demonstrations open to everyone, so a
 * signed-in buyer can try them too: the form stays usable and a notice says it switches to the
 * account entered (or offers to sign out), rather than hiding the demonstration behind a redirect.
 */
function LoginVariantBody({
  registerPath,
  forgotPath,
}: {
  registerPath: string;
  forgotPath: string;
}) {
  const { t } = useTranslation();
  const texts = useAuthVariantsTexts();
  const continueOn = useContinueAfterSignIn();
  return (
    <>
      <SignedInNotice text={texts.signedIn.login} signOut={texts.signedIn.signOut} />
      <LoginForm forgotPasswordPath={forgotPath} onSignedIn={continueOn} demoAccounts={false} />
      <VariantFooter
        lead={t('auth.login.noAccount')}
        to={registerPath}
        label={t('auth.login.register')}
      />
    </>
  );
}

/** /pages/auth/login: the sign-in form on a centred card. */
export function LoginCardPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')}>
      <LoginVariantBody registerPath={variantPaths.register} forgotPath={variantPaths.forgot} />
    </AuthCard>
  );
}

/** /pages/auth/login-2: the sign-in form beside a picture panel. */
export function LoginSplitPage() {
  const { t } = useTranslation();
  const aside = useAuthVariantsTexts().aside.login;
  return (
    <AuthSplitLayout title={t('auth.login.title')} asideTitle={aside.title} asideText={aside.text}>
      <LoginVariantBody registerPath={variantPaths.register2} forgotPath={variantPaths.forgot2} />
    </AuthSplitLayout>
  );
}
