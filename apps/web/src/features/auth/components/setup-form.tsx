import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@flockbook/contracts/auth-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../components/error-message.ts';
import { applyFieldErrors, ApiError } from '../../../lib/api-client.ts';
import {
  forgetRememberedPath,
  peekRememberedPath,
  rememberPath,
} from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { translateAuthMessage } from '../auth-messages.ts';
import { rememberAuthEmail } from '../last-auth-email.ts';
import { NewAccountFields } from './new-account-fields.tsx';
import { registerFormSchema } from './register-form-schema.ts';
import type { RegisterFormInput, RegisterFormValues } from './register-form-schema.ts';

const serverFields = ['displayName', 'email', 'password'] as const;

/** Why the form cannot be used: the address is bad, or the first admin exists already. */
export type SetupBlock = 'link-invalid' | 'already-set-up';

/** The page in place of the form when set-up cannot go on, with the way forward. */
export function SetupBlocked({ reason }: { reason: SetupBlock }) {
  const { t } = useTranslation();
  if (reason === 'already-set-up') {
    return (
      <Stack spacing={3}>
        <Alert severity="info" data-testid="setup-done">
          {t('auth.messages.alreadySetUp')}
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          {t('auth.setup.goToLogin')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="error" data-testid="setup-link-error">
        {t('auth.messages.setupLinkInvalid')}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('auth.setup.linkHelp')}
      </Typography>
    </Stack>
  );
}

/**
 * The first admin's name, email and password (twice), sent with the set-up address's token.
 * The new admin is signed in and lands on the dashboard.
 */
export function SetupForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { setUp } = useSession();
  const [blocked, setBlocked] = useState<SetupBlock | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    mode: 'onChange',
    resolver: zodResolver(registerFormSchema),
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '' },
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async ({ displayName, email, password }) => {
    setFormError(null);
    const remembered = peekRememberedPath();
    rememberPath(paths.dashboard);
    try {
      await setUp({ token, displayName, email, password });
      rememberAuthEmail(email);
    } catch (error) {
      if (remembered === undefined) forgetRememberedPath();
      else rememberPath(remembered);
      if (error instanceof ApiError && error.fieldErrors.token !== undefined) {
        setBlocked(
          error.fieldErrors.token === authMessages.alreadySetUp ? 'already-set-up' : 'link-invalid',
        );
      } else if (!applyFieldErrors(error, setError, serverFields)) {
        setFormError(errorMessage(error, t));
      }
    }
  });

  if (blocked) return <SetupBlocked reason={blocked} />;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.setup.title')}>
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" data-testid="setup-error">
            {translateAuthMessage(formError, t)}
          </Alert>
        ) : null}
        <NewAccountFields form={form} submit={t('auth.setup.submit')} />
      </Stack>
    </Box>
  );
}
