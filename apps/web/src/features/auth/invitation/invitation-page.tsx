import { peopleMessages } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { fillText } from '../../../records/area-texts.ts';
import { AuthCard } from '../components/layouts/auth-card.tsx';
import { useInvitationStatus } from './invitation-api.ts';
import { InvitationForm } from './invitation-form.tsx';
import type { InvitationTexts } from './locales/en.ts';
import { useInvitationTexts } from './locales/use-invitation-texts.ts';

/** A refused invitation, in the page's language: expired, or invalid and used. */
function Refused({ texts, message }: { texts: InvitationTexts; message: string }) {
  const shown = message === peopleMessages.invitationExpired ? texts.expired : texts.missing;
  return (
    <Stack spacing={3}>
      <Alert severity="error" data-testid="invitation-refused">
        {shown}
      </Alert>
      <Button component={RouterLink} to={paths.login} variant="outlined" size="large">
        {texts.goToLogin}
      </Button>
    </Stack>
  );
}

/**
 * Where an invitation mail leads (`/invitation?token=…`): the invited person chooses name and
 * password and is signed in with the role and farms an admin gave them.
 */
export function InvitationPage() {
  const texts = useInvitationTexts();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const status = useInvitationStatus(token);
  const [refused, setRefused] = useState<string | null>(token === '' ? '' : null);

  let content;
  let subtitle: string | undefined;
  if (refused !== null) content = <Refused texts={texts} message={refused} />;
  else if (status.isPending) content = <LoadingState />;
  else if (status.isError) {
    const error = status.error;
    content =
      error instanceof ApiError && error.fieldErrors.token !== undefined ? (
        <Refused texts={texts} message={error.fieldErrors.token} />
      ) : (
        <ErrorState error={error} onRetry={() => void status.refetch()} />
      );
  } else {
    subtitle = fillText(texts.intro, {
      role: texts.roles[status.data.role] ?? status.data.role,
      email: status.data.email,
    });
    content = (
      <InvitationForm
        token={token}
        email={status.data.email}
        texts={texts}
        onRefused={setRefused}
      />
    );
  }
  return (
    <AuthCard title={texts.title} subtitle={subtitle}>
      {content}
    </AuthCard>
  );
}
