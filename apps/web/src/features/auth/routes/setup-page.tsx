import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSetupStatus } from '../api/setup.ts';
import { AuthCard } from '../components/layouts/auth-card.tsx';
import { SetupBlocked, SetupForm } from '../components/setup-form.tsx';

/**
 * Where the set-up address the server prints at start leads (`/setup?token=…`): the first
 * admin of the installation is made here, once.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const status = useSetupStatus();
  let content;
  if (status.isPending) content = <LoadingState />;
  else if (status.isError) {
    content = <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  } else if (!status.data.needed) content = <SetupBlocked reason="already-set-up" />;
  else if (token === '') content = <SetupBlocked reason="link-invalid" />;
  else content = <SetupForm token={token} />;
  return (
    <AuthCard title={t('auth.setup.title')} subtitle={t('auth.setup.intro')}>
      {content}
    </AuthCard>
  );
}
