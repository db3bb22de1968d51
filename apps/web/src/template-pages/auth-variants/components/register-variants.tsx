import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../features/auth/components/layouts/auth-card.tsx';
import { AuthSplitLayout } from '../../../features/auth/components/layouts/auth-split-layout.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAuthVariantsTexts } from '../locales/use-auth-variants-texts.ts';
import { variantPaths } from '../variant-paths.ts';
import { SignedInNotice } from './signed-in-notice.tsx';
import { VariantFooter } from './variant-footer.tsx';

/** The registration form, as on /register; a signed-in user is told it switches accounts. */
function RegisterVariantBody({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const texts = useAuthVariantsTexts();
  const navigate = useNavigate();
  return (
    <>
      <SignedInNotice text={texts.signedIn.register} signOut={texts.signedIn.signOut} />
      <RegisterForm onRegistered={() => void navigate(paths.dashboard, { replace: true })} />
      <VariantFooter
        lead={t('auth.register.haveAccount')}
        to={loginPath}
        label={t('auth.register.login')}
      />
    </>
  );
}

/** /pages/auth/register: the registration form on a centred card. */
export function RegisterCardPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.title')}>
      <RegisterVariantBody loginPath={variantPaths.login} />
    </AuthCard>
  );
}

/** /pages/auth/register-2: the registration form beside a picture panel. */
export function RegisterSplitPage() {
  const { t } = useTranslation();
  const aside = useAuthVariantsTexts().aside.register;
  return (
    <AuthSplitLayout
      title={t('auth.register.title')}
      asideTitle={aside.title}
      asideText={aside.text}
    >
      <RegisterVariantBody loginPath={variantPaths.login2} />
    </AuthSplitLayout>
  );
}
