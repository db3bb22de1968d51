import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

type ForgotPasswordValues = { email: string };

/** Asks the server to mail a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
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
    try {
      await resetRequest.mutateAsync(values.email.trim());
    } catch (error) {
      // The answer never says whether the address has an account, so a failure is only logged
      // (and a throttled request shown).
      console.error('The password reset email could not be requested.', error);
    }
  });

  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.intro')}>
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
          {throttled ? (
            <Alert severity="error" data-testid="reset-email-throttled">
              {throttled}
            </Alert>
          ) : null}
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                type="email"
                label={t('auth.fields.email')}
                autoComplete="email"
                autoFocus
                required
                fullWidth
              />
            )}
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
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login} variant="body2">
          {t('auth.forgotPassword.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
