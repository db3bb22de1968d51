import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import type { FirebaseSettings } from '../hosted/hosted-settings.ts';
import { useFirebaseAuth } from '../hosted/use-firebase-auth.ts';
import { rememberAuthEmail } from '../last-auth-email.ts';
import { FormTextField } from './form-text-field.tsx';

type ForgotPasswordValues = { email: string };

export type ForgotPasswordFormProps = {
  /** Shown under the confirmation once the request has been answered. */
  afterSent?: ReactNode;
  /** Has this Firebase project mail the reset link instead of the server. */
  firebase?: FirebaseSettings | null;
};

/**
 * The one forgot-password form: asks the server (or Firebase) to mail a reset link; the button
 * is enabled only once an email is typed.
 */
export function ForgotPasswordForm({ afterSent, firebase }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const firebaseAuth = useFirebaseAuth(firebase);
  const resetRequest = useRequestPasswordReset(firebaseAuth?.sendPasswordReset);
  const { control, handleSubmit } = useForm<ForgotPasswordValues>({
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });
  // Too many requests is the one refusal said aloud: it tells nothing about the account.
  const throttled =
    resetRequest.error instanceof ApiError && resetRequest.error.status === 429
      ? (resetRequest.error.detail ?? resetRequest.error.title)
      : null;

  const onSubmit = handleSubmit(async (values) => {
    const address = values.email.trim();
    try {
      await resetRequest.mutateAsync(address);
      rememberAuthEmail(address);
    } catch (error) {
      // The answer never says whether the address has an account, so a failure is only logged
      // (and a throttled request shown).
      console.error('The password reset email could not be requested.', error);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('auth.forgotPassword.title')}
    >
      <Stack spacing={2.5}>
        {resetRequest.isSuccess ? (
          <Alert severity="success" data-testid="reset-email-sent">
            {t('auth.messages.resetEmailSent')}
          </Alert>
        ) : null}
        {resetRequest.isSuccess ? afterSent : null}
        {throttled ? (
          <Alert severity="error" data-testid="reset-email-throttled">
            {throttled}
          </Alert>
        ) : null}
        <FormTextField
          name="email"
          control={control}
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          autoFocus
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={email.trim() === '' || resetRequest.isPending}
        >
          {t('auth.forgotPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
